// The suite's browser is a tool the benchmarks share: it stands below both, in tools/.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { assertChromium } from '../../../tools/browser/chromium.mjs';

/** Fails the run at once, with the fix, when the browser, the server or the replaying USDA server named by
 * E2E_USDA_URL is missing. Without E2E_USDA_URL the refresh-from-USDA scenario fails and says how to start it. */
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
  const usda = process.env.E2E_USDA_URL?.replace(/\/$/, '');
  if (usda) {
    try {
      const response = await fetch(`${usda}/__replay/requests`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      throw new Error(
        `The replaying USDA server at E2E_USDA_URL=${usda} is not answering (${error.message}). Start it with npm run replay:usda and start the server under test with USDA_RETAILER_SERVICE_URL set to its layerUrl.`,
      );
    }
  }
}
