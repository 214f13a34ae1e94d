// The replaying USDA retailer service and its contract suite, for specs, benchmarks and end-to-end
// scenarios (never part of the product).
export * from './testing/usda-fixtures';
export * from './testing/usda-replay-layers';
export * from './testing/replaying-usda-server';
export * from './testing/usda-retailer-service.contract';
