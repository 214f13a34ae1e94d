export * from './lib/theme';
export * from './lib/error-boundary';
export * from './lib/not-found-page';
