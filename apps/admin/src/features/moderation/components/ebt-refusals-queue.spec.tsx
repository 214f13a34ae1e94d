import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { EbtRefusalsQueue } from './ebt-refusals-queue';

const markedStore = {
  storeId: '1012345',
  storeName: 'Fresh Mart',
  state: 'GA',
  reporters: 3,
  marked: true,
  recentReports: [
    { signedIn: true, createdAt: '2026-11-20T10:00:00.000Z' },
    { signedIn: false, createdAt: '2026-11-19T10:00:00.000Z' },
    { signedIn: true, createdAt: '2026-11-18T10:00:00.000Z' },
  ],
  totalReports: 3,
  lastReportedAt: '2026-11-20T10:00:00.000Z',
  clearings: [] as Array<{ because: string; by: string | null; at: string; note: string | null }>,
};

function renderQueue() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <EbtRefusalsQueue />
    </QueryClientProvider>,
  );
}

describe('EBT refusals queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a marked store with its reports and clears it with a note for the audit trail', async () => {
    let item = markedStore;
    const calls = stubGateway({
      EbtRefusalQueue: () => ({ ebtRefusalQueue: { total: 1, items: [item] } }),
      ClearEbtRefusalMark: (variables) => {
        item = {
          ...item,
          reporters: 0,
          marked: false,
          recentReports: [],
          clearings: [
            {
              because: 'moderator',
              by: 'mia',
              at: '2026-11-21T09:00:00.000Z',
              note: 'Called them',
            },
          ],
        };
        return {
          clearEbtRefusalMark: {
            storeId: String(variables['storeId']),
            marked: false,
            reporters: 0,
          },
        };
      },
    });
    renderQueue();
    expect(await screen.findByText('Fresh Mart (GA)')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 people in 30 days')).toBeInTheDocument();
    expect(screen.getByText('Marked')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the reports on Fresh Mart' });
    fireEvent.change(within(dialog).getByLabelText(/Note for the audit trail/), {
      target: { value: ' Called them ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(
      await screen.findByText('Cleared by mia on 2026-11-21: Called them'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'ClearEbtRefusalMark')?.variables).toEqual({
        storeId: '1012345',
        note: 'Called them',
      }),
    );
    expect(screen.getByText('Not marked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('says when no store was reported', async () => {
    stubGateway({ EbtRefusalQueue: () => ({ ebtRefusalQueue: { total: 0, items: [] } }) });
    renderQueue();
    expect(
      await screen.findByText('Nothing here: no store reported as not taking EBT.'),
    ).toBeInTheDocument();
  });
});
