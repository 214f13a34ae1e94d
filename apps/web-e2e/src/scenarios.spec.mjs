// One test per scenario and project. Scenarios stay plain objects ({ name, context?, run(page, base) }) in
// src/*.scenarios.mjs files collected by scenarios.mjs, so features add theirs without touching this file.
import { expect, test } from '@playwright/test';
import { SCENARIOS } from './scenarios.mjs';

/** After goto and reload, waits until the public site's app runs the page when the page is one the server
 * rendered; other pages (the back-office, JSON) are left as they come. The app starts on most such pages
 * at the first touch (apps/web/src/lib/app-start.ts): the pointer moving over the page is that touch, as
 * it is for someone about to use it. (first-touch.scenarios.mjs uses pages before it.) */
function untilAppRuns(page, scriptsOn) {
  if (!scriptsOn) return;
  for (const method of ['goto', 'reload']) {
    const original = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await original(...args);
      const options = method === 'goto' ? args[1] : args[0];
      if (options?.waitUntil === 'commit') return response;
      await page.mouse.move(1, 1);
      await page.mouse.move(2, 2);
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
