/** The id of the page's non-executable JSON block holding the data the server rendered it with
 * (src/server/render-page.tsx writes it, main.tsx hydrates the query cache from it). */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/** The data the server rendered this page with, read once (null on a page it did not render). */
export function readServerData(): unknown {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}
