import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRAM_TEXT_MESSAGES, SEEDED_PROGRAM_TEXTS } from '@snap/domain';
import { stubGateway } from '../../../testing/gateway';
import { ProgramsPage } from './programs-page';

const texts = () =>
  SEEDED_PROGRAM_TEXTS.map((text) => ({
    ...text,
    states: [...text.states],
    updatedAt: '2026-11-25T00:00:00.000Z',
    updatedBy: null,
  }));

function renderPage() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ProgramsPage />
    </QueryClientProvider>,
  );
}

describe('Program texts', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every text with where it applies, its date and its source', async () => {
    stubGateway({ AdminProgramTexts: () => ({ programTexts: texts() }) });
    renderPage();
    const summer = (await screen.findByRole('heading', { name: 'Summer EBT (SUN Bucks)' })).closest(
      'li',
    ) as HTMLElement;
    expect(
      within(summer).getByText('No state entered yet (shown on the tips page only)'),
    ).toBeInTheDocument();
    expect(
      within(summer).getByText('As of 2024–2025 · Source: summerebt.org FAQ · from the facts file'),
    ).toBeInTheDocument();
    expect(screen.getByText('States: AZ, CA, IL, MA, MD, MI, NY, RI, VA')).toBeInTheDocument();
  });

  it("shows the content service's refusal of markup and keeps the form as typed", async () => {
    const calls = stubGateway({
      AdminProgramTexts: () => ({ programTexts: texts() }),
      SaveProgramText: () =>
        new Response(
          JSON.stringify({
            data: null,
            errors: [
              { message: PROGRAM_TEXT_MESSAGES.markup, extensions: { code: 'BAD_USER_INPUT' } },
            ],
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit WIC (seed-wic)' }));
    const form = screen.getByRole('form', { name: 'Edit WIC' });
    const text = within(form).getByLabelText('Text (plain text, no markup)');
    await userEvent.clear(text);
    await userEvent.type(text, 'Use <b>WIC</b> at WIC stores');
    await userEvent.click(within(form).getByRole('button', { name: 'Save text' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PROGRAM_TEXT_MESSAGES.markup);
    expect(text).toHaveValue('Use <b>WIC</b> at WIC stores');
    expect(calls.find((call) => call.name === 'SaveProgramText')?.variables).toEqual({
      input: {
        id: 'seed-wic',
        kind: 'wic',
        name: 'WIC',
        text: 'Use <b>WIC</b> at WIC stores',
        asOf: '2025',
        source: 'state WIC vendor pages (e.g. Washington WICShopper)',
        everyState: true,
        states: [],
      },
    });
  });
});
