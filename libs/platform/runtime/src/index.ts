export * from './lib/platform.module';
export * from './lib/ping.handler';
export * from './lib/embedded-platform';
export * from './lib/service-root';
