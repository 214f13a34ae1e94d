import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, markCatalogsComplete } from '../lib/i18n/i18n';
import { activateEnglish } from './languages';

// Every spec renders the English site (as the default language is) unless it activates another.
activateEnglish();
markCatalogsComplete();

// No test may depend on the machine's speed: on a busy machine rendering and lazy chunks take seconds,
// so findBy*/waitFor wait up to 15 s (not 1 s) and a test up to a minute. Passing tests stay as fast.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  cleanup();
  // A spec that rendered a Spanish page leaves English to the next one.
  if (i18n.locale !== 'en') activateEnglish();
  // (Specs that run as the build does, in Node, have no window.)
  if (typeof window !== 'undefined') window.localStorage.clear();
});
