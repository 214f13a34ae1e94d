import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBlobStoreContract } from '../../testing';
import { FilesystemBlobStore } from './filesystem-blob-store';

runBlobStoreContract('filesystem', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'snap-blobs-'));
  return {
    store: new FilesystemBlobStore(dir),
    bucket: 'store-photos',
    async restart() {
      return new FilesystemBlobStore(dir);
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
