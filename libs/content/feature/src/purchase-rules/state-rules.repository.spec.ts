import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { runStateRulesRepositoryContract } from '../testing/state-rules-repository.contract';

runStateRulesRepositoryContract('embedded', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'snap-state-rules-'));
  const store = new EmbeddedDocumentStore(dir);
  return {
    store,
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
