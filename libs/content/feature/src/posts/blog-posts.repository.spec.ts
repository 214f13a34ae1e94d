import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { runBlogRepositoryContract } from '../testing/blog-repository.contract';

runBlogRepositoryContract('embedded', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'snap-blog-repo-'));
  const store = new EmbeddedDocumentStore(dir);
  return {
    store,
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
