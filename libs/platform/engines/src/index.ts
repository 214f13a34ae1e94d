export * from './lib/engine-connection';
export * from './lib/resilience';
export * from './lib/time-limits';
