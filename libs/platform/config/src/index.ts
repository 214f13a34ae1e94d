export * from './lib/load-config';
export * from './lib/strong-secret';
export * from './lib/env-class';
