export * from './lib/engine-connection';
export * from './lib/resilience';
