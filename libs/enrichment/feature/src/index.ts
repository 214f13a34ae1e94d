export * from './enrichment.module';
export * from './places-budget/places-budget';
