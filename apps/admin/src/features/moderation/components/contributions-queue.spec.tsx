import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { ContributionsQueue } from './contributions-queue';

const phone = {
  id: 'c1',
  store_id: 's1',
  user_id: 'u1',
  kind: 'phone',
  phone: '(404) 555-0134',
  weekly_hours: null,
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  store: { id: 's1', Store_Name: 'Fresh Mart', City: 'Atlanta', State: 'GA' },
};

describe('contributions queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists pending phone numbers and approves one, which leaves the queue', async () => {
    let pending = [phone];
    const calls = stubGateway({
      PendingContributions: () => ({ pendingContributions: pending }),
      ApproveContribution: () => {
        pending = [];
        return { approveContribution: { id: 'c1', status: 'approved' } };
      },
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ContributionsQueue />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Fresh Mart (Atlanta, GA)')).toBeInTheDocument();
    expect(screen.getByText('Phone: (404) 555-0134')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('No contributions are waiting for a decision.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'ApproveContribution')?.variables).toEqual({
        id: 'c1',
      }),
    );
  });
});
