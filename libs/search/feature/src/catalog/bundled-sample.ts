import { resolve } from 'node:path';
import type { SampleList } from './catalog-bootstrap';

/**
 * The bundled real USDA sample a new catalog starts from, in order: the national farmers markets (USDA's
 * list of December 28, 2022), the 2020 Georgia panel (its store types), then Georgia's current list of
 * July 2026, the complete list for GA: the panel's stores it lacks are closed, the ones it has keep their
 * types. The 2026 list closes about a third of the 2020 panel's stores, six years on: known and meant,
 * so it is confirmed here (a refresh that closes more than 10 % waits for an admin). Paths are relative to the working directory (the repository, or the image's /app).
 */
export const BUNDLED_SAMPLE: readonly SampleList[] = [
  { file: 'data/sample/snap-farmers-markets-us.csv', asOf: '2022-12-28' },
  { file: 'data/sample/snap-retailers-ga-2020.csv', asOf: '2020-06-30' },
  {
    file: 'data/sample/snap-retailers-ga-2026-07.csv',
    asOf: '2026-07-29',
    completeFor: ['GA'],
    confirmClosings: true,
  },
];

export function bundledSample(): SampleList[] {
  return BUNDLED_SAMPLE.map((list) => ({ ...list, file: resolve(list.file) }));
}
