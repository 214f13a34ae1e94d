export * from './lib/definitions';
