export * from './stores/store';
