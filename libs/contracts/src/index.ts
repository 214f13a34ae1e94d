export * from './lib/definitions';
export * from './health/ping';
