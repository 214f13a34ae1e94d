import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { aFileImport, aRefresh } from '../testing/catalog-factories';
import { ImportHistory } from './import-history';

describe('import and refresh history', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists refreshes from USDA beside file imports, with their date, states and counts', async () => {
    const calls = stubGateway({
      AdminCatalogImports: () => ({
        catalogImports: {
          total: 2,
          items: [
            aRefresh({
              id: 'r1',
              status: 'completed',
              asOf: '2026-07-28',
              completeFor: ['AL', 'GA'],
              rowsRead: 9_400,
              closed: 40,
              reopened: 3,
            }),
            aFileImport({ id: 'f1', status: 'completed', asOf: null, completeFor: [] }),
          ],
        },
      }),
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ImportHistory />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Imports' });
    const [, refresh, file] = within(table).getAllByRole('row');
    const cell = (row: HTMLElement, label: string) =>
      row.querySelector(`td[data-label="${label}"]`)?.textContent;
    expect(cell(refresh, 'Kind')).toBe('Refresh from USDA');
    expect(cell(refresh, 'File')).toBe('USDA retailer service (AL, GA)');
    expect(cell(refresh, 'List as of')).toBe('Jul 28, 2026');
    expect(cell(refresh, 'Complete for')).toBe('AL, GA');
    expect(cell(refresh, 'Rows')).toBe('9,400');
    expect(cell(refresh, 'Closed')).toBe('40');
    expect(cell(refresh, 'Reopened')).toBe('3');
    expect(cell(file, 'Kind')).toBe('File upload');
    expect(cell(file, 'List as of')).toBe('—');
    expect(cell(file, 'Complete for')).toBe('None (nothing closed)');
    expect(calls[0]).toEqual({ name: 'AdminCatalogImports', variables: { limit: 10, offset: 0 } });
  });
});
