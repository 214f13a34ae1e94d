import { runStoreIndexContract } from '../../testing';
import { EmbeddedStoreIndex } from './embedded-store-index';

runStoreIndexContract('embedded (kdbush + trigram scorer)', async () => {
  const index = new EmbeddedStoreIndex();
  return { index, cleanup: () => index.close() };
});
