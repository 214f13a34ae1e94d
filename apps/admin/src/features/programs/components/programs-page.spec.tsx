import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRAM_TEXT_LIMITS, PROGRAM_TEXT_MESSAGES, SEEDED_PROGRAM_TEXTS } from '@snap/domain';
import { stubGateway } from '../../../testing/gateway';
import { SPANISH_FALLBACK_HELP } from './program-text-form';
import { NO_SPANISH_YET, ProgramsPage } from './programs-page';

const texts = () =>
  SEEDED_PROGRAM_TEXTS.map((text) => ({
    ...text,
    states: [...text.states],
    updatedAt: '2026-11-25T00:00:00.000Z',
    updatedBy: null,
  }));

const wic = SEEDED_PROGRAM_TEXTS.find(
  (text) => text.id === 'seed-wic',
) as (typeof SEEDED_PROGRAM_TEXTS)[number];

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

  it('edits the English and the Spanish together, the Spanish as stored', async () => {
    const calls = stubGateway({
      AdminProgramTexts: () => ({ programTexts: texts() }),
      SaveProgramText: () => ({
        saveProgramText: {
          created: false,
          message: PROGRAM_TEXT_MESSAGES.saved,
          text: { id: 'seed-wic' },
        },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit WIC (seed-wic)' }));
    const form = screen.getByRole('form', { name: 'Edit WIC' });
    const spanish = within(form).getByLabelText('Text in Spanish');
    expect(spanish).toHaveValue(wic.textEs);
    expect(within(form).getByLabelText('Name in Spanish')).toHaveValue('WIC');
    await userEvent.clear(spanish);
    await userEvent.type(spanish, 'Use WIC en los comercios de WIC.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save text' }));
    expect(await screen.findByText(PROGRAM_TEXT_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'SaveProgramText')?.variables).toMatchObject({
      input: { id: 'seed-wic', text: wic.text, textEs: 'Use WIC en los comercios de WIC.' },
    });
  });

  it('shows a text stored without Spanish as such, and says Spanish pages show the English meanwhile', async () => {
    stubGateway({
      AdminProgramTexts: () => ({
        programTexts: texts().map((text) =>
          text.id === 'seed-wic' ? { ...text, nameEs: null, textEs: null } : text,
        ),
      }),
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'WIC' })).closest('li') as HTMLElement;
    expect(within(card).getByText(NO_SPANISH_YET)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit WIC (seed-wic)' }));
    const form = screen.getByRole('form', { name: 'Edit WIC' });
    const spanish = within(form).getByLabelText('Text in Spanish');
    expect(spanish).toHaveValue('');
    expect(spanish).toHaveAccessibleDescription(
      `0/${PROGRAM_TEXT_LIMITS.textMax} · ${SPANISH_FALLBACK_HELP}`,
    );
    expect(within(form).getByLabelText('Name in Spanish')).toHaveAccessibleDescription(
      SPANISH_FALLBACK_HELP,
    );
  });

  it("shows the content service's refusal of a Spanish text over the limit, with the English's message", async () => {
    stubGateway({
      AdminProgramTexts: () => ({ programTexts: texts() }),
      SaveProgramText: () =>
        new Response(
          JSON.stringify({
            data: null,
            errors: [
              {
                message: PROGRAM_TEXT_MESSAGES.textTooLong,
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit WIC (seed-wic)' }));
    const form = screen.getByRole('form', { name: 'Edit WIC' });
    const spanish = within(form).getByLabelText('Text in Spanish');
    const tooLong = 'a'.repeat(PROGRAM_TEXT_LIMITS.textMax + 1);
    await userEvent.clear(spanish);
    // Pasted, as a long text would be: typing 601 characters one by one is slow.
    await userEvent.click(spanish);
    await userEvent.paste(tooLong);
    await userEvent.click(within(form).getByRole('button', { name: 'Save text' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      PROGRAM_TEXT_MESSAGES.textTooLong,
    );
    expect(spanish).toHaveValue(tooLong);
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
        nameEs: 'WIC',
        text: 'Use <b>WIC</b> at WIC stores',
        textEs: wic.textEs,
        asOf: '2025',
        source: 'state WIC vendor pages (e.g. Washington WICShopper)',
        everyState: true,
        states: [],
      },
    });
  });
});
