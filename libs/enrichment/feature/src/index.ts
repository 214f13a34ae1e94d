export * from './enrichment.module';
