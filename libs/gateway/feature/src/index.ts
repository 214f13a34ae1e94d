export * from './gateway.module';
export * from './health/health.model';
export * from './health/cross-service-health';
