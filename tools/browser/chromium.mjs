import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

// Debian's Chromium: Playwright's own browser download does not work on these machines.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser suite's two Playwright projects (apps/web-e2e) and the benchmarks' devices: a small phone and a desktop. */
export const VIEWPORTS = {
  phone: {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
};

export function assertChromium() {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `${CHROMIUM} is missing: install it with apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
}

/** For tools that drive the browser themselves (benchmarks); the test suite goes through playwright.config.mjs. */
export async function launchBrowser() {
  assertChromium();
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}
