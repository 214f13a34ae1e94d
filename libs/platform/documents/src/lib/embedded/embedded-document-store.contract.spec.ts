import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocumentStoreContract } from '../../testing';
import { EmbeddedDocumentStore } from './embedded-document-store';

runDocumentStoreContract('embedded (nedb on disk)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'snap-documents-'));
  let store = new EmbeddedDocumentStore(dir);
  return {
    store,
    async restart() {
      await store.close();
      store = new EmbeddedDocumentStore(dir);
      return store;
    },
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
