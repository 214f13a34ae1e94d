// One test per scenario and project. Scenarios stay plain objects ({ name, context?, run(page, base) }) in
// src/*.scenarios.mjs files collected by scenarios.mjs, so features add theirs without touching this file.
import { expect, test } from '@playwright/test';
import { SCENARIOS } from './scenarios.mjs';

/** After goto and reload, waits until the public site's app runs the page (apps/web/src/app/app.tsx) when
 * the page is one the server rendered; other pages (the back-office, JSON) are left as they come. */
function untilAppRuns(page, scriptsOn) {
  if (!scriptsOn) return;
  for (const method of ['goto', 'reload']) {
    const original = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await original(...args);
      const options = method === 'goto' ? args[1] : args[0];
      if (options?.waitUntil === 'commit') return response;
      await page.waitForFunction(
        () =>
          !document.getElementById('server-data') ||
          document.documentElement.dataset.app === 'running',
        null,
        { timeout: 30_000 },
      );
      return response;
    };
  }
}

for (const scenario of SCENARIOS) {
  test.describe(() => {
    // What the device says (geolocation, permissions, ...): options of this test's fresh context.
    if (scenario.context) test.use(scenario.context);

    test(scenario.name, async ({ page, baseURL }) => {
      // A page the server rendered shows its links and forms at once; the rest works once the app runs
      // it. A scenario that goes to a page uses it as someone would who waits for it to be ready.
      untilAppRuns(page, scenario.context?.javaScriptEnabled !== false);
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await scenario.run(page, baseURL);
      expect(pageErrors, 'uncaught page errors').toEqual([]);
    });
  });
}
