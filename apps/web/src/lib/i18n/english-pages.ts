// The English catalog of every other page (loaded after the first screen's).
export { messages } from '../../locales/en/pages.po';
