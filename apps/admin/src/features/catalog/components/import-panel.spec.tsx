import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { uploadUrl } from '../api/catalog';
import { aFileImport } from '../testing/catalog-factories';
import { ImportPanel } from './import-panel';

const FILE = new File(['Store_Name\n'], 'snap-retailers-ga-2026-07.csv', { type: 'text/csv' });

/** The gateway for GraphQL, and the upload endpoint beside it (its body is the file, not JSON). */
function stubUpload(): string[] {
  const uploads: string[] = [];
  stubGateway({
    AdminCatalogImport: () => ({
      catalogImport: aFileImport({
        status: 'completed',
        asOf: '2026-07-28',
        completeFor: ['GA'],
        rowsRead: 9_320,
        closed: 12,
        reopened: 2,
      }),
    }),
  });
  const gateway = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.startsWith('/api/admin/catalog/imports')) return gateway(url, init);
      uploads.push(url);
      return new Response(JSON.stringify({ import: aFileImport() }), {
        status: 202,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return uploads;
}

function renderPanel() {
  const view = render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ImportPanel />
    </QueryClientProvider>,
  );
  fireEvent.change(view.container.querySelector('#catalog-file') as HTMLInputElement, {
    target: { files: [FILE] },
  });
  return view;
}

describe('Import a USDA retailer file', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the date the list was true and the states it is complete for, then the counts', async () => {
    const uploads = stubUpload();
    renderPanel();
    fireEvent.change(screen.getByLabelText('Date the list was true (optional)'), {
      target: { value: '2026-07-28' },
    });
    const complete = screen.getByRole('checkbox', {
      name: 'This file is the complete current list for these states',
    });
    expect(complete).toHaveAccessibleDescription(
      'Without it nothing is closed; with it, the stores of these states the file lacks are closed.',
    );
    fireEvent.click(complete);
    fireEvent.change(screen.getByLabelText('States the file is complete for'), {
      target: { value: 'ga' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));

    const progress = await screen.findByRole('status', { name: 'Import progress' });
    expect(uploads).toEqual([
      '/api/admin/catalog/imports?fileName=snap-retailers-ga-2026-07.csv&asOf=2026-07-28&completeFor=GA',
    ]);
    expect(
      await within(progress).findByText('Imported snap-retailers-ga-2026-07.csv.'),
    ).toBeInTheDocument();
    expect(within(progress).getByText('Rows read').nextElementSibling).toHaveTextContent('9,320');
    expect(within(progress).getByText('Complete list for').nextElementSibling).toHaveTextContent(
      'GA',
    );
    expect(within(progress).getByText('Reopened').nextElementSibling).toHaveTextContent('2');
  });

  it('uploads without a date or states when none is given: the import closes nothing', async () => {
    const uploads = stubUpload();
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    await waitFor(() =>
      expect(uploads).toEqual([
        '/api/admin/catalog/imports?fileName=snap-retailers-ga-2026-07.csv',
      ]),
    );
  });

  it('asks for the states when the file is said to be complete', async () => {
    const uploads = stubUpload();
    renderPanel();
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'This file is the complete current list for these states',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(
      await screen.findByText('Name the states this file is the complete list of, such as GA.'),
    ).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('puts the file name, date and states in the upload address', () => {
    expect(uploadUrl({ file: new File([''], 'a b&c.csv'), completeFor: ['AL', 'GA'] })).toBe(
      '/api/admin/catalog/imports?fileName=a+b%26c.csv&completeFor=AL%2CGA',
    );
  });
});
