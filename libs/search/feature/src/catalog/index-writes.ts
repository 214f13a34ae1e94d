import type { Store } from '@snap/domain';
import type { IndexHit, StoreIndex } from '@snap/platform-search-index';

/**
 * An index that only remembers the net effect of the writes made to it (the last upsert or removal of
 * each store), to apply them to a real index in one go: an import into a scratch catalog writes here,
 * then the real index gets each store once, through its bulk path. Never read: nothing in an import
 * queries the index.
 */
export class IndexWrites implements StoreIndex {
  /** Each store written: the store as last upserted, or null when it was last removed. */
  private readonly last = new Map<string, Store | null>();

  async upsert(stores: Store[]): Promise<void> {
    // As every adapter does: the index holds active stores only.
    for (const store of stores) this.last.set(store.id, store.status === 'active' ? store : null);
  }

  async remove(ids: string[]): Promise<void> {
    for (const id of ids) this.last.set(id, null);
  }

  /** Writes the net effect into `index`: every kept store in one upsert, then the removals. */
  async applyTo(index: StoreIndex): Promise<{ upserted: number; removed: number }> {
    const kept: Store[] = [];
    const removed: string[] = [];
    for (const [id, store] of this.last) {
      if (store) kept.push(store);
      else removed.push(id);
    }
    await index.upsert(kept);
    await index.remove(removed);
    return { upserted: kept.length, removed: removed.length };
  }

  nearby(): Promise<IndexHit[]> {
    return Promise.reject(new Error('IndexWrites only records writes'));
  }

  text(): Promise<IndexHit[]> {
    return Promise.reject(new Error('IndexWrites only records writes'));
  }

  async count(): Promise<number> {
    return [...this.last.values()].filter(Boolean).length;
  }

  async clear(): Promise<void> {
    throw new Error('IndexWrites only records upserts and removals');
  }

  async rebuild(): Promise<void> {
    throw new Error('IndexWrites only records upserts and removals');
  }

  async ping(): Promise<void> {
    // In memory: always there.
  }

  async close(): Promise<void> {
    this.last.clear();
  }
}
