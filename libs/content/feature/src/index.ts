export * from './content.module';
