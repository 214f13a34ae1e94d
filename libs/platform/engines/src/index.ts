export * from './lib/engine-connection';
