// The English catalog in its own chunk, loaded only for English pages.
export { messages } from '../../locales/en/messages.po';
/** MUI's texts are English by default. */
export const muiLocale = undefined;
