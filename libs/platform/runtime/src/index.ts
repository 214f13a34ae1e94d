export * from './lib/platform.module';
export * from './lib/ping.handler';
