import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { someSources } from '../testing/catalog-factories';
import { SourcesPanel } from './sources-panel';

function renderPanel() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SourcesPanel />
    </QueryClientProvider>,
  );
}

describe('Sources', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists each source's last refresh, the covered states and the next scheduled refresh", async () => {
    stubGateway({ AdminCatalogSources: () => ({ catalogSources: someSources() }) });
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Last refresh of each source' });
    const usda = within(table).getByText("USDA's retailer service").closest('tr') as HTMLElement;
    expect(within(usda).getByText('Jul 28, 2026')).toBeInTheDocument();
    expect(within(usda).getByText('Yes (closed what it lacked)')).toBeInTheDocument();
    expect(within(usda).getByText('9,100')).toBeInTheDocument();
    const markets = within(table).getByText('File (farmers-markets)').closest('tr') as HTMLElement;
    expect(within(markets).getByText('No (closed nothing)')).toBeInTheDocument();
    const covered = screen.getByRole('table', { name: 'Covered states' });
    const georgia = within(covered).getByText('GA').closest('tr') as HTMLElement;
    expect(within(georgia).getByText('Jul 28, 2026')).toBeInTheDocument();
    expect(within(georgia).getByText('9,314')).toBeInTheDocument();
    const at = (iso: string) => new Date(iso).toLocaleString('en-US');
    expect(
      screen.getByText(
        `USDA's list is checked once a day, and the catalog refreshed only when USDA has published a new one. Next check: ${at('2026-12-04T09:30:00.000Z')}.`,
      ),
    ).toBeInTheDocument();
    // The last check and the last refresh, apart: a check that found nothing new read nothing.
    expect(
      screen.getByText(
        `Last check of USDA's list: ${at('2026-12-03T09:30:00.000Z')}. USDA's list is unchanged (last edited ${at('2026-11-19T16:00:00.000Z')}): nothing was read.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Last complete refresh from USDA: ${at('2026-11-20T09:30:00.000Z')} (USDA's list as edited ${at('2026-11-19T16:00:00.000Z')}).`,
      ),
    ).toBeInTheDocument();
  });

  it('says when the last check found a new list, or got no answer', async () => {
    stubGateway({
      AdminCatalogSources: () => ({
        catalogSources: someSources({
          lastUsdaCheck: {
            checkedAt: '2026-12-04T09:30:00.000Z',
            lastEditDate: null,
            outcome: 'failed',
            detail: "USDA's retailer service answered HTTP 500 three times",
          },
        }),
      }),
    });
    renderPanel();
    expect(
      await screen.findByText(
        /USDA's service did not answer \(USDA's retailer service answered HTTP 500 three times\): checked again within the hour\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('says so when nothing is covered and no refresh is scheduled', async () => {
    stubGateway({
      AdminCatalogSources: () => ({
        catalogSources: someSources({
          sources: [],
          covered: [],
          nextScheduledRefresh: null,
          lastUsdaCheck: null,
          lastUsdaSync: null,
        }),
      }),
    });
    renderPanel();
    expect(await screen.findByText('No source has been imported yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No state is covered yet: no complete current list of a state has been imported.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^No scheduled check of USDA's list/)).toBeInTheDocument();
    expect(screen.getByText("Last check of USDA's list: none yet.")).toBeInTheDocument();
    expect(screen.getByText('Last complete refresh from USDA: none yet.')).toBeInTheDocument();
  });
});
