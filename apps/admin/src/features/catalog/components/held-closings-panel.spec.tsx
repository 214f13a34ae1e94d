import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { aRefresh, someSources } from '../testing/catalog-factories';
import { HeldClosingsPanel } from './held-closings-panel';

function renderPanel() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <HeldClosingsPanel />
    </QueryClientProvider>,
  );
}

const HELD = {
  importId: 'imp-held',
  state: 'GA',
  closing: 1_200,
  open: 9_314,
  heldAt: '2026-12-01T09:30:00.000Z',
  asOf: '2026-11-28',
};

describe('Closings waiting for an admin', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each held state with how many would close and their share, and confirms only on a second, explicit click', async () => {
    let pending = [HELD, { ...HELD, state: 'AL', closing: 800, open: 4_000 }];
    const calls = stubGateway({
      AdminCatalogSources: () => ({ catalogSources: someSources({ pendingClosings: pending }) }),
      AdminConfirmUsdaClosings: () => {
        pending = [];
        return {
          confirmUsdaClosings: aRefresh({
            id: 'imp-confirm',
            fileName: 'USDA retailer service (AL, GA)',
            confirms: 'imp-held',
          }),
        };
      },
      AdminCatalogImport: () => ({
        catalogImport: aRefresh({
          id: 'imp-confirm',
          status: 'completed',
          fetched: 13_314,
          total: 13_314,
          completeFor: ['AL', 'GA'],
          closed: 2_000,
          confirms: 'imp-held',
        }),
      }),
    });
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Closings held in GA, AL' });
    const georgia = within(table).getByText('GA').closest('tr') as HTMLElement;
    expect(within(georgia).getByText('1,200')).toBeInTheDocument();
    expect(within(georgia).getByText('9,314')).toBeInTheDocument();
    expect(within(georgia).getByText('13 %')).toBeInTheDocument();
    const alabama = within(table).getByText('AL').closest('tr') as HTMLElement;
    expect(within(alabama).getByText('20 %')).toBeInTheDocument();

    // The first click only asks; cancelling sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm closings in GA, AL' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.map((call) => call.name)).not.toContain('AdminConfirmUsdaClosings');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm closings in GA, AL' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close 2,000 stores in GA, AL' }));
    const progress = await screen.findByRole('status', { name: 'Confirmed closings progress' });
    expect(calls.find((call) => call.name === 'AdminConfirmUsdaClosings')?.variables).toEqual({
      importId: 'imp-held',
    });
    expect(
      await within(progress).findByText('Refreshed from USDA: 13,314 of 13,314 stores read.'),
    ).toBeInTheDocument();
    expect(within(progress).getByText('Closed').nextElementSibling).toHaveTextContent('2,000');
    // The sources are read again: nothing waits any more.
    expect(
      await screen.findByRole('heading', { name: 'Closings waiting for an admin' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });

  it("shows the server's refusal when USDA published a new list since, and shows nothing when nothing waits", async () => {
    const message =
      'USDA has published a new list since the refresh whose closings were held: nothing was changed. Refresh from USDA again to see what the new list would close.';
    stubGateway({
      AdminCatalogSources: () => ({ catalogSources: someSources({ pendingClosings: [HELD] }) }),
      AdminConfirmUsdaClosings: () =>
        new Response(JSON.stringify({ errors: [{ message, extensions: { code: 'CONFLICT' } }] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm closings in GA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close 1,200 stores in GA' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();

    const calls = stubGateway({
      AdminCatalogSources: () => ({ catalogSources: someSources() }),
    });
    const { container } = renderPanel();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
