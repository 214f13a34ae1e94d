import type { AdminStore, CatalogImport } from '../api/catalog';
import type { CatalogSources } from '../api/catalog-sources';

type ImportWithSkips = CatalogImport & { skipped: Array<{ line: number; reason: string }> };

/** A refresh from USDA as the gateway answers it, running unless told otherwise. */
export function aRefresh(overrides: Partial<ImportWithSkips> = {}): ImportWithSkips {
  return {
    id: 'imp-1',
    kind: 'usda-service',
    fileName: 'USDA retailer service (AL, GA)',
    startedByName: 'Ada Admin',
    status: 'running',
    format: null,
    startedAt: '2026-11-25T14:00:00.000Z',
    finishedAt: null,
    rowsRead: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    closed: 0,
    reopened: 0,
    placedByZipCentroid: 0,
    skippedCount: 0,
    error: null,
    asOf: null,
    completeFor: [],
    notes: [],
    total: null,
    fetched: null,
    keptByAdmin: 0,
    olderThanCatalog: 0,
    endedAuthorizations: 0,
    earlierPeriods: 0,
    mergedDuplicates: 0,
    repeatedRows: 0,
    matchedEarlierSources: 0,
    keptOpenByAdmin: 0,
    closingsHeld: 0,
    heldClosings: [],
    closingsConfirmedAt: null,
    confirmedIn: null,
    confirms: null,
    skipped: [],
    ...overrides,
  };
}

export function aFileImport(overrides: Partial<ImportWithSkips> = {}) {
  return aRefresh({
    kind: 'file',
    fileName: 'snap-retailers-ga-2026-07.csv',
    total: null,
    fetched: null,
    ...overrides,
  });
}

export function aStore(overrides: Partial<AdminStore> = {}): AdminStore {
  return {
    id: 'st_000739',
    Store_Name: 'Super H Mart',
    Store_Type: 'Supermarket',
    Store_Street_Address: '2550 Pleasant Hill Rd',
    City: 'Duluth',
    State: 'GA',
    Zip_Code: '30096',
    Latitude: 33.96856,
    Longitude: -84.13856,
    status: 'active',
    source: 'usda-service',
    listed_on: '2026-07-28',
    delisted_on: null,
    adminOverride: null,
    ...overrides,
  };
}

export function someSources(overrides: Partial<CatalogSources> = {}): CatalogSources {
  return {
    sources: [
      {
        source: 'usda-service',
        refreshedAt: '2026-11-20T09:30:00.000Z',
        asOf: '2026-07-28',
        complete: true,
        added: 12,
        updated: 9_100,
        closed: 40,
        reopened: 3,
        skipped: 2,
      },
      {
        source: 'farmers-markets',
        refreshedAt: '2026-11-01T08:00:00.000Z',
        asOf: '2020-06-30',
        complete: false,
        added: 8_000,
        updated: 0,
        closed: 0,
        reopened: 0,
        skipped: 0,
      },
    ],
    covered: [{ state: 'GA', asOf: '2026-07-28', stores: 9_314 }],
    nextScheduledRefresh: '2026-12-04T09:30:00.000Z',
    pendingClosings: [],
    lastUsdaCheck: {
      checkedAt: '2026-12-03T09:30:00.000Z',
      lastEditDate: '2026-11-19T16:00:00.000Z',
      outcome: 'unchanged',
      detail: null,
    },
    lastUsdaSync: {
      finishedAt: '2026-11-20T09:30:00.000Z',
      lastEditDate: '2026-11-19T16:00:00.000Z',
    },
    ...overrides,
  };
}
