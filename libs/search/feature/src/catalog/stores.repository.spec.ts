import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import type { StoreDocument } from './store.schema';
import { StoresRepository } from './stores.repository';

/** One store as the importer leaves it. */
const store = (id: string): StoreDocument =>
  ({
    _id: id,
    Record_ID: id,
    Store_Name: 'Corner Market',
    Store_Type: 'Grocery Store',
    Store_Street_Address: '1 Peachtree St',
    City: 'Atlanta',
    State: 'GA',
    Zip_Code: '30303',
    Latitude: 33.75,
    Longitude: -84.39,
    X: -84.39,
    Y: 33.75,
    source: 'spec',
    status: 'active',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as unknown as StoreDocument;

describe('the newest fact wins on a store (attack: a replayed old approved phone number)', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let stores: StoresRepository;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-stamps-'));
    documents = new EmbeddedDocumentStore(dir);
    stores = new StoresRepository(documents);
    await stores.insertMany([store('st_a'), store('st_b'), store('st_c')], {
      placeInCells: false,
    });
  });
  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a later approval against a replayed older one, whatever form its time is written in', async () => {
    const later = await stores.updateFieldsIfNewer('st_a', 'phone', '2026-03-01T10:00:00.000Z', {
      phone: '(404) 555-0199',
    });
    expect(later?.phone).toBe('(404) 555-0199');
    // 07:00 UTC, earlier than the approval applied; as text it sorts after it.
    for (const replayed of ['2026-03-01T12:00:00+05:00', '2026-02-01T10:00:00.000Z'])
      expect(
        await stores.updateFieldsIfNewer('st_a', 'phone', replayed, { phone: '(404) 555-0100' }),
      ).toBeNull();
    expect((await stores.findById('st_a'))?.phone).toBe('(404) 555-0199');
  });

  it('refuses a fact stamped in the future, which would pin its value against every later one', async () => {
    const future = new Date(Date.now() + 24 * 3600_000).toISOString();
    expect(
      await stores.updateFieldsIfNewer('st_b', 'phone', future, { phone: '(404) 555-0666' }),
    ).toBeNull();
    expect(
      (
        await stores.updateFieldsIfNewer('st_b', 'phone', new Date().toISOString(), {
          phone: '(404) 555-0123',
        })
      )?.phone,
    ).toBe('(404) 555-0123');
  });

  it("applies the provider's facts newest first in one atomic step, even when handled at once", async () => {
    const provider = (phone: string, updatedAt: string) => ({
      provider: {
        phone,
        website: null,
        rating: null,
        ratingsTotal: null,
        weeklyHours: null,
        updatedAt,
      },
    });
    const newer = '2026-03-02T00:00:00.000Z';
    const older = '2026-03-01T00:00:00.000Z';
    await Promise.all([
      stores.updateFieldsIfNewer('st_c', 'provider', newer, provider('(404) 555-0002', newer)),
      stores.updateFieldsIfNewer('st_c', 'provider', older, provider('(404) 555-0001', older)),
    ]);
    expect((await stores.findById('st_c'))?.provider).toMatchObject({ phone: '(404) 555-0002' });
  });
});
