export * from './search.module';
export * from './catalog/import-stores.usecase';
export * from './catalog/stores.repository';
export * from './catalog/store.schema';
export * from './catalog/usda-formats';
export * from './catalog/catalog-bootstrap';
export * from './geocoding/gazetteer';
export * from './stores-search/search-stores.usecases';
