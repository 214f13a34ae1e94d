// The English catalog of the shell and the home page's first screen, in its own chunk.
export { messages } from '../../locales/en/first.po';
/** MUI's texts are English by default. */
export const muiLocale = undefined;
