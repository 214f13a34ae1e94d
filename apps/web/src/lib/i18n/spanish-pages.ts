// The Spanish catalog of every other page (loaded after the first screen's).
export { messages } from '../../locales/es/pages.po';
