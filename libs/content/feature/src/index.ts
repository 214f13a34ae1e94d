export * from './content.module';
export * from './content.engines';
