export * from './lib/logger';
export * from './lib/health';
export * from './lib/metrics';
export * from './lib/observability.module';
export * from './lib/bus-message-metrics.interceptor';
