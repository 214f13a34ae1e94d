import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { aStore } from '../testing/catalog-factories';
import { StoreEditor } from './store-editor';

describe('store editor: USDA dates and admin overrides', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the store's USDA dates and what an admin kept, and hands it back after a confirmation", async () => {
    let store = aStore({
      status: 'closed',
      listed_on: '2026-07-28',
      delisted_on: '2026-08-11',
      adminOverride: {
        status: 'closed',
        fields: ['Store_Name', 'Zip_Code'],
        by: 'u-admin-1',
        at: '2026-11-20T10:00:00.000Z',
      },
    });
    const calls = stubGateway({
      AdminFindStores: () => ({ adminStores: [store] }),
      AdminClearStoreOverride: () => {
        store = { ...store, adminOverride: null };
        return { clearStoreOverride: store };
      },
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <StoreEditor />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Store id, name, city or ZIP'), {
      target: { value: 'Super H' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find store' }));
    const table = await screen.findByRole('table', { name: 'Stores found' });
    expect(
      within(table).getByText(
        "On USDA's list as of Jul 28, 2026; not on USDA's list since Aug 11, 2026",
      ),
    ).toBeInTheDocument();
    expect(
      within(table).getByText(
        `Kept closed and edited name, ZIP code by admin u-admin-1 on ${new Date('2026-11-20T10:00:00.000Z').toLocaleString('en-US')}`,
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Hand Super H Mart back to USDA imports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand back to USDA imports' });
    expect(dialog).toHaveTextContent(
      'Hand Super H Mart back to USDA imports? What an admin set stays as it is now',
    );
    expect(calls.some((call) => call.name === 'AdminClearStoreOverride')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand back' }));

    expect(await within(table).findByText('None: USDA imports decide')).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'AdminClearStoreOverride')?.variables).toEqual({
      id: 'st_000739',
    });
    expect(
      screen.queryByRole('button', { name: 'Hand Super H Mart back to USDA imports' }),
    ).not.toBeInTheDocument();
  });

  it('offers no hand-back for a store USDA imports decide', async () => {
    stubGateway({ AdminFindStores: () => ({ adminStores: [aStore()] }) });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <StoreEditor />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Store id, name, city or ZIP'), {
      target: { value: 'Super H' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find store' }));
    const table = await screen.findByRole('table', { name: 'Stores found' });
    expect(within(table).getByText("On USDA's list as of Jul 28, 2026")).toBeInTheDocument();
    expect(within(table).getByText('None: USDA imports decide')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /back to USDA imports/ })).not.toBeInTheDocument();
  });
});
