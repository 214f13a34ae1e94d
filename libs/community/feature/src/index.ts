export * from './community.module';
export * from './community.env-options';
export * from './community.engines';
