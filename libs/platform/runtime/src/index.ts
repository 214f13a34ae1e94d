export * from './lib/platform.module';
export * from './lib/embedded-platform';
export * from './lib/service-root';
export * from './lib/real-engines.env';
export * from './lib/real-platform';
export * from './lib/engine-needs';
export * from './lib/service-launcher';
export * from './lib/data-dir-holder';
