import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSearchHistory, saveSearchHistory } from '../features/search/utils/search-history';
import { graphqlFetch, renderWithProviders } from '../testing/render';
import { useAuth } from './auth';
import { SEARCH_HISTORY_KEY } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function SignOutButton() {
  const { status, signOut } = useAuth();
  return (
    <button
      type="button"
      disabled={status !== 'signed-in'}
      onClick={() => signOut().catch(() => undefined)}
    >
      {status}
    </button>
  );
}

const member = {
  id: 'u1',
  email: 'member@example.com',
  fullName: 'Member',
  emailConfirmedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: ['user'],
};

describe('signing out forgets what the person searched for (issue 43, finding 6)', () => {
  it.each([
    ['answered', { signOut: true }],
    ['not answered (the server is down)', undefined],
  ])(
    "the search history in localStorage is gone after sign-out, the server's answer %s",
    async (_case, signOutAnswer) => {
      saveSearchHistory(addSearchHistory([], { query: 'pharmacy', location: '30303' }));
      vi.stubGlobal(
        'fetch',
        graphqlFetch({
          RefreshSession: { refreshSession: { accessToken: 'a.b.c' } },
          Me: { me: member },
          SignOut: signOutAnswer,
        }),
      );
      renderWithProviders(<SignOutButton />);
      const button = await screen.findByRole('button', { name: 'signed-in' });
      expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toContain('pharmacy');
      fireEvent.click(button);
      await screen.findByRole('button', { name: 'anonymous' });
      await waitFor(() => expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull());
    },
  );
});
