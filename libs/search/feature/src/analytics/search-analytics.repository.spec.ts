import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { runSearchAnalyticsRepositoryContract } from './search-analytics.contract';

runSearchAnalyticsRepositoryContract('the embedded store', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'snap-search-analytics-'));
  const store = new EmbeddedDocumentStore(dir);
  return {
    store,
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
