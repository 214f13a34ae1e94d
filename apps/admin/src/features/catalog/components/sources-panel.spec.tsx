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
    expect(
      screen.getByText(
        `Next scheduled refresh from USDA: ${new Date('2026-12-04T09:30:00.000Z').toLocaleString('en-US')}.`,
      ),
    ).toBeInTheDocument();
  });

  it('says so when nothing is covered and no refresh is scheduled', async () => {
    stubGateway({
      AdminCatalogSources: () => ({
        catalogSources: someSources({ sources: [], covered: [], nextScheduledRefresh: null }),
      }),
    });
    renderPanel();
    expect(await screen.findByText('No source has been imported yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No state is covered yet: no complete current list of a state has been imported.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^No scheduled refresh from USDA/)).toBeInTheDocument();
  });
});
