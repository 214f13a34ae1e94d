import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { FlaggedContentQueue } from './flagged-content-queue';

const flaggedReview = {
  id: 'review:r1',
  itemType: 'review',
  itemId: 'r1',
  storeId: 's1',
  storeName: 'Fresh Mart',
  excerpt: 'Cheap watches at my site',
  rating: 1,
  thumbnailKey: null,
  status: 'visible',
  open: true,
  flagCount: 2,
  flags: [
    {
      reasonLabel: 'Spam or advertising',
      note: 'An advert',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    { reasonLabel: 'Something else', note: null, createdAt: '2026-11-20T09:00:00.000Z' },
  ],
  reason: null as string | null,
  decidedAt: null as string | null,
};

function renderQueue() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <FlaggedContentQueue />
    </QueryClientProvider>,
  );
}

describe('flagged content queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a flagged review with its flags and hides it only with a reason the author will see', async () => {
    let item = flaggedReview;
    const calls = stubGateway({
      ModerationQueue: () => ({ moderationQueue: { total: 1, items: [item] } }),
      ModerateContent: (variables) => {
        item = { ...item, status: 'hidden', open: false, reason: String(variables['reason']) };
        return { moderateContent: { id: item.id, status: 'hidden', reason: item.reason } };
      },
    });
    renderQueue();
    expect(await screen.findByText('Review on Fresh Mart')).toBeInTheDocument();
    expect(screen.getByText('2 flags')).toBeInTheDocument();
    expect(screen.getByText('Spam or advertising: An advert')).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(
      await within(dialog).findByText('Please give a reason the author will see'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.name === 'ModerateContent')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Reason the author will see/), {
      target: { value: 'Advertising is not allowed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Reason: Advertising is not allowed')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'ModerateContent')?.variables).toEqual({
        itemType: 'review',
        itemId: 'r1',
        decision: 'hide',
        reason: 'Advertising is not allowed',
      }),
    );
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('says when there is nothing to moderate', async () => {
    stubGateway({ ModerationQueue: () => ({ moderationQueue: { total: 0, items: [] } }) });
    renderQueue();
    expect(
      await screen.findByText('Nothing here: no flagged reviews, tips or photos.'),
    ).toBeInTheDocument();
  });

  it('shows a review as typed, as text: markup in it is never run (issue 43, finding 5)', async () => {
    const typed = `<b>no problem</b><img src=x onerror=alert(1)> didn't`;
    stubGateway({
      ModerationQueue: () => ({
        moderationQueue: { total: 1, items: [{ ...flaggedReview, excerpt: typed }] },
      }),
    });
    const { container } = render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <FlaggedContentQueue />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(typed)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
