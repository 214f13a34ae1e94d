export * from './community.module';
export * from './community.engines';
