export * from './lib/bus.port';
