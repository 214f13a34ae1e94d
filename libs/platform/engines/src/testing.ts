export * from './lib/engine-outage.testing';
export * from './lib/eventually.testing';
