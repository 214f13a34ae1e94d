import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { SiteLanguage } from '@snap/domain';
import { AppProvider } from '../app/provider';
import { i18n } from '../lib/i18n/i18n';
import { activateSpanish } from './languages';

export { activateSpanish, inSpanish } from './languages';

/** Renders a component alone, with the site's messages in the active language (English in specs). */
export function renderWithI18n(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });
}

/** Renders with the real providers (theme, query client without retries, auth, toasts) at a path,
 * in English unless a language is given. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', language = 'en' }: { path?: string; language?: SiteLanguage } = {},
) {
  if (language === 'es') activateSpanish();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
}

/** A GraphQL endpoint answering each operation by name, standing in for the network. */
/** The operation a request names: a POST carries the query, a persisted read's GET names it in its address. */
export function operationOf(url: string, init: RequestInit): { name: string; variables: unknown } {
  if ((init.method ?? 'GET') === 'GET') {
    const params = new URL(url, 'http://localhost').searchParams;
    return {
      name: params.get('operationName') ?? '',
      variables: JSON.parse(params.get('variables') ?? '{}'),
    };
  }
  const { query, variables } = JSON.parse(String(init.body)) as {
    query: string;
    variables: unknown;
  };
  return { name: /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '', variables };
}

export function graphqlFetch(answers: Record<string, unknown>): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    const { name, variables } = operationOf(url, init);
    const answer = answers[name];
    const data =
      typeof answer === 'function' ? (answer as (v: unknown) => unknown)(variables) : answer;
    if (data === undefined)
      return new Response(
        JSON.stringify({
          errors: [
            { message: `No answer for ${name}`, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
          ],
        }),
        { status: 400 },
      );
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}
