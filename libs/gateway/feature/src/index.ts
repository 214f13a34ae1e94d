export * from './gateway.module';
export * from './health/health.model';
export * from './health/cross-service-health';
export * from './auth/auth.guards';
export * from './auth/jwt.strategy';
export * from './security/http-edge';
export * from './security/abuse-limits';
export { compressedDelivery, acceptsEncoding } from './delivery/compressed-delivery';
export * from './gateway.engines';
