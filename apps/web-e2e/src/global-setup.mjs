import { assertChromium } from './browser.mjs';

/** Fails the run at once, with the fix, when the browser or the server is missing. */
export default async function globalSetup(config) {
  assertChromium();
  const base = config.projects[0].use.baseURL;
  try {
    const response = await fetch(`${base}/`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    throw new Error(
      `The server at ${base} is not answering (${error.message}). Start it with npm start or set E2E_BASE_URL.`,
    );
  }
}
