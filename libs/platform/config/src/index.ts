export * from './lib/load-config';
