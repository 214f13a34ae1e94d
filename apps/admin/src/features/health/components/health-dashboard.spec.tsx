import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGateway } from '../../../testing/gateway';
import { HealthDashboard } from './health-dashboard';

function renderWithClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HealthDashboard />
    </QueryClientProvider>,
  );
}

describe('HealthDashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every service with its status and the dependency that is down', async () => {
    stubGateway({
      Health: () => ({
        health: {
          status: 'down',
          services: [
            { name: 'gateway', version: '0.1.0', status: 'up', latencyMs: 0, dependencies: [] },
            {
              name: 'search',
              version: '0.1.0',
              status: 'down',
              latencyMs: 3.2,
              dependencies: [
                { name: 'search-index', status: 'down', error: 'connect ECONNREFUSED' },
              ],
            },
          ],
        },
      }),
    });
    renderWithClient();
    expect(await screen.findByText('search')).toBeInTheDocument();
    expect(screen.getByText('gateway')).toBeInTheDocument();
    expect(screen.getByText('search-index: down')).toBeInTheDocument();
    expect(screen.getByText('3.2')).toBeInTheDocument();
  });

  it('says in words that the places provider is off when no key is set', async () => {
    const detail = 'off: no PLACES_API_KEY is set, so stores show USDA and community data only';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: {
                health: {
                  status: 'up',
                  services: [
                    {
                      name: 'enrichment',
                      version: '0.1.0',
                      status: 'up',
                      latencyMs: 1,
                      dependencies: [
                        { name: 'places provider', status: 'off', error: null, detail },
                      ],
                    },
                  ],
                },
              },
            }),
            { headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    renderWithClient();
    expect(await screen.findByText('places provider: off')).toBeInTheDocument();
    expect(screen.getByText(`places provider: ${detail}`)).toBeInTheDocument();
  });

  it('says so when the gateway does not answer', async () => {
    stubGateway({ Health: () => new Response('', { status: 502 }) });
    renderWithClient();
    expect(
      await screen.findByText('The gateway did not answer: Health check failed with HTTP 502'),
    ).toBeInTheDocument();
  });
});
