export * from './search.module';
