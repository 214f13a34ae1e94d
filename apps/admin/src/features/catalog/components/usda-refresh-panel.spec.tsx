import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { aRefresh } from '../testing/catalog-factories';
import { UsdaRefreshPanel } from './usda-refresh-panel';

function renderPanel() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <UsdaRefreshPanel />
    </QueryClientProvider>,
  );
}

const NOTE =
  "The refresh stopped after 2,000 of 9,314 stores (USDA answered HTTP 500). Nothing was closed; the next refresh resumes where this one stopped while USDA's list is unchanged.";

describe('Refresh from USDA now', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts a refresh of the states named, shows what it has read, then its counts', async () => {
    const answers = [
      aRefresh({ status: 'running', fetched: 1_000, total: 3_000, rowsRead: 1_000 }),
      aRefresh({
        status: 'completed',
        fetched: 3_000,
        total: 3_000,
        rowsRead: 3_000,
        asOf: '2026-07-28',
        completeFor: ['AL', 'GA'],
        added: 5,
        updated: 2_990,
        closed: 4,
        reopened: 1,
        skippedCount: 1,
        skipped: [{ line: 17, reason: 'invalid ZIP code ""' }],
      }),
    ];
    const calls = stubGateway({
      AdminRefreshFromUsda: () => ({ refreshFromUsda: aRefresh() }),
      AdminCatalogImport: () => ({
        catalogImport: answers.length > 1 ? answers.shift() : answers[0],
      }),
    });
    renderPanel();
    fireEvent.change(screen.getByLabelText('States (optional)'), { target: { value: 'ga, al' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh from USDA now' }));

    const progress = await screen.findByRole('status', { name: 'Refresh progress' });
    expect(calls[0]).toEqual({ name: 'AdminRefreshFromUsda', variables: { states: ['AL', 'GA'] } });
    expect(
      await within(progress).findByText('Read 1,000 of 3,000 stores from USDA…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh from USDA now' })).toBeDisabled();

    expect(
      await within(progress).findByText('Refreshed from USDA: 3,000 of 3,000 stores read.'),
    ).toBeInTheDocument();
    const value = (name: string) =>
      within(progress).getByText(name).nextElementSibling?.textContent;
    expect(value('List as of')).toBe('Jul 28, 2026');
    expect(value('Complete list for')).toBe('AL, GA');
    expect(value('Added')).toBe('5');
    expect(value('Updated')).toBe('2,990');
    expect(value('Closed')).toBe('4');
    expect(value('Reopened')).toBe('1');
    expect(within(progress).getByText('Line 17: invalid ZIP code ""')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh from USDA now' })).toBeEnabled();
  });

  it('reads every state when no state is named, and says why a refresh that stopped closed nothing', async () => {
    const calls = stubGateway({
      AdminRefreshFromUsda: () => ({
        refreshFromUsda: aRefresh({ fileName: 'USDA retailer service (all states)' }),
      }),
      AdminCatalogImport: () => ({
        catalogImport: aRefresh({
          status: 'completed',
          fetched: 2_000,
          total: 9_314,
          asOf: '2026-07-28',
          completeFor: [],
          notes: [NOTE],
        }),
      }),
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh from USDA now' }));
    const progress = await screen.findByRole('status', { name: 'Refresh progress' });
    expect(
      await within(progress).findByText('Refreshed from USDA: 2,000 of 9,314 stores read.'),
    ).toBeInTheDocument();
    expect(within(progress).getByRole('list', { name: 'Notes' })).toHaveTextContent(NOTE);
    expect(within(progress).getByText('Complete list for').nextElementSibling).toHaveTextContent(
      'None (nothing closed)',
    );
    expect(calls[0]).toEqual({ name: 'AdminRefreshFromUsda', variables: { states: null } });
  });

  it('shows every row outcome of a finished refresh, and the closings it held for an admin', async () => {
    stubGateway({
      AdminRefreshFromUsda: () => ({ refreshFromUsda: aRefresh() }),
      AdminCatalogImport: () => ({
        catalogImport: aRefresh({
          status: 'completed',
          fetched: 9_400,
          total: 9_400,
          rowsRead: 9_400,
          asOf: '2026-11-28',
          completeFor: ['GA'],
          updated: 8_100,
          unchanged: 1_290,
          repeatedRows: 7,
          keptByAdmin: 2,
          skippedCount: 1,
          closingsHeld: 1_200,
          heldClosings: [{ state: 'GA', closing: 1_200, open: 9_314 }],
        }),
      }),
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh from USDA now' }));
    const progress = await screen.findByRole('status', { name: 'Refresh progress' });
    await within(progress).findByText('Refreshed from USDA: 9,400 of 9,400 stores read.');
    const value = (name: string) =>
      within(progress).getByText(name).nextElementSibling?.textContent;
    expect(value('Repeated rows')).toBe('7');
    expect(value('Kept as an admin set them')).toBe('2');
    expect(within(progress).queryByText('Earlier period of a record')).not.toBeInTheDocument();
    expect(value('Stores not closed (see notes)')).toBe('1,200');
    expect(value('Closings waiting for an admin')).toBe('GA: 1,200 of 9,314 open stores (13 %)');
  });

  it('refuses a code that is not a state before asking the server', async () => {
    const calls = stubGateway({});
    renderPanel();
    const states = screen.getByLabelText('States (optional)');
    fireEvent.change(states, { target: { value: 'GA, Georgia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh from USDA now' }));
    expect(await screen.findByText(/^Georgia is not a state code USDA uses/)).toBeInTheDocument();
    expect(states).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal while another import runs", async () => {
    const message = 'An import is already running. Wait for it to finish, then start the next one.';
    stubGateway({
      AdminRefreshFromUsda: () =>
        new Response(JSON.stringify({ errors: [{ message, extensions: { code: 'CONFLICT' } }] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh from USDA now' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refresh from USDA now' })).toBeEnabled(),
    );
  });
});
