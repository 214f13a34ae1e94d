export * from './lib/engine-outage.testing';
