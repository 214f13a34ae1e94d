import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { runTrendingRollupContract } from './trending-rollup.contract';

runTrendingRollupContract(
  'the embedded store',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snap-trending-rollup-'));
    const store = new EmbeddedDocumentStore(dir);
    return {
      store,
      async close() {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  { runs: 200 },
);
