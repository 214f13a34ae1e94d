export * from './community.module';
