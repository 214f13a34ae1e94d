export * from './enrichment.module';
export * from './enrichment.options';
export * from './places-budget/places-budget';
export * from './enrichment.env-options';
export * from './enrichment.engines';
