export * from './lib/definitions';
export * from './health/ping';
export * from './search/search.messages';
export * from './identity/identity.messages';
export * from './community/community.messages';
export * from './community/points.messages';
export * from './enrichment/enrichment.messages';
export * from './community/photos.messages';
