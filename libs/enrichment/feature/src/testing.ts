// The replaying provider for specs, benchmarks and the browser suite (never part of the product).
export * from './testing/provider-fixtures';
export * from './testing/replaying-provider-server';
