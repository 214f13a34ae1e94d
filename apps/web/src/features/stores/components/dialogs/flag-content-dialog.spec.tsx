import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../../../testing/render';
import { FlagContentDialog } from './flag-content-dialog';

/** The gateway: no session, and the given answer to FlagContent. */
function gateway(flag: (variables: unknown) => Response) {
  const calls: unknown[] = [];
  const rest = graphqlFetch({ RefreshSession: { refreshSession: null } });
  vi.stubGlobal('fetch', (async (url: string, init: RequestInit) => {
    const { query, variables } = JSON.parse(String(init.body)) as {
      query: string;
      variables: unknown;
    };
    if (!query.includes('mutation FlagContent')) return rest(url, init);
    calls.push(variables);
    return flag(variables);
  }) as typeof fetch);
  return calls;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('Flag this review', () => {
  it('asks for a reason before sending, then thanks the member and closes', async () => {
    const calls = gateway(() =>
      json({
        data: {
          flagContent: { flagged: true, message: 'Thank you. A moderator will look at it.' },
        },
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<FlagContentDialog open onClose={onClose} itemType="review" itemId="r1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(await screen.findByText('Please choose a reason')).toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByLabelText('Spam or advertising'));
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: '  an advert ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(await screen.findByText('Thank you. A moderator will look at it.')).toBeInTheDocument();
    expect(calls).toEqual([
      { itemType: 'review', itemId: 'r1', reason: 'spam', note: 'an advert' },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal in the dialog, so the member knows why", async () => {
    gateway(() =>
      json({
        data: null,
        errors: [
          {
            message: 'You have already flagged this review. A moderator will look at it.',
            extensions: { code: 'CONFLICT' },
          },
        ],
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<FlagContentDialog open onClose={onClose} itemType="review" itemId="r1" />);
    fireEvent.click(screen.getByLabelText('Offensive or hateful'));
    fireEvent.click(screen.getByRole('button', { name: 'Send Flag' }));
    expect(
      await screen.findByText('You have already flagged this review. A moderator will look at it.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
