// One test per scenario and project. Scenarios stay plain objects ({ name, context?, run(page, base) }) in
// src/*.scenarios.mjs files collected by scenarios.mjs, so features add theirs without touching this file.
import { expect, test } from '@playwright/test';
import { SCENARIOS } from './scenarios.mjs';

for (const scenario of SCENARIOS) {
  test.describe(() => {
    // What the device says (geolocation, permissions, ...): options of this test's fresh context.
    if (scenario.context) test.use(scenario.context);

    test(scenario.name, async ({ page, baseURL }) => {
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await scenario.run(page, baseURL);
      expect(pageErrors, 'uncaught page errors').toEqual([]);
    });
  });
}
