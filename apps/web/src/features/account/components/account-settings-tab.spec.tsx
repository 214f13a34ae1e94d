import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../../testing/render';
import { AccountSettingsTab } from './account-settings-tab';

const user = {
  id: 'u1',
  email: 'robin@example.org',
  fullName: 'Robin Diaz',
  emailConfirmedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-10-01T10:00:00.000Z',
  roles: ['user'],
  secondFactorEnabled: false,
  secondFactorRequired: false,
};

const sent = (fetch: ReturnType<typeof vi.fn>, operation: string) =>
  fetch.mock.calls
    .filter(([, init]) => (init as RequestInit).method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)))
    .filter((body) => String(body.query).includes(operation));

afterEach(() => vi.unstubAllGlobals());

describe("the e-mails' language in account settings", () => {
  it("shows the account's language, saves another through updateLanguage and says so", async () => {
    const fetch = vi.fn(
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        AccountLanguage: { me: { id: 'u1', language: 'en' } },
        UpdateLanguage: ({ language }: { language: string }) => ({
          updateLanguage: { id: 'u1', language },
        }),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AccountSettingsTab user={user} />);
    const group = screen.getByRole('radiogroup', { name: 'Email Language' });
    expect(group).toHaveAccessibleDescription(/the language of the e-mails we send you/i);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'English' })).toBeChecked());
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByText('Language updated')).toBeInTheDocument();
    expect(screen.getByText('We will send your e-mails in Spanish.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(sent(fetch, 'UpdateLanguage').map((body) => body.variables)).toEqual([
      { language: 'es' },
    ]);
  });

  it("shows the server's message when the language cannot be saved, and keeps the saved one", async () => {
    const fetch = vi.fn(
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        AccountLanguage: { me: { id: 'u1', language: 'en' } },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AccountSettingsTab user={user} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'English' })).toBeChecked());
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByText('Error updating language')).toBeInTheDocument();
    expect(screen.getByText('No answer for UpdateLanguage')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('reads in Spanish on a Spanish page, the language names in their own language', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        AccountLanguage: { me: { id: 'u1', language: 'es' } },
        UpdateLanguage: ({ language }: { language: string }) => ({
          updateLanguage: { id: 'u1', language },
        }),
      }),
    );
    renderWithProviders(<AccountSettingsTab user={user} />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: 'Idioma de los correos electrónicos' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked());
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Idioma actualizado')).toBeInTheDocument();
    expect(
      screen.getByText('Le enviaremos sus correos electrónicos en inglés.'),
    ).toBeInTheDocument();
  });
});
