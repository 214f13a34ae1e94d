import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { runEbtRefusalsRepositoryContract } from '../testing/ebt-refusals-repository.contract';

runEbtRefusalsRepositoryContract('embedded', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'snap-refusals-repo-'));
  const store = new EmbeddedDocumentStore(dir);
  return {
    store,
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
