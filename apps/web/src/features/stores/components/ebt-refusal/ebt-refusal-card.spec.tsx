import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../../../testing/render';
import { EbtRefusalCard } from './ebt-refusal-card';
import { RefusalNotice } from './refusal-notice';

const RIGHTS = {
  key: 'refusal-rights',
  text: 'This store is authorized by USDA to accept SNAP until it leaves USDA’s list.',
  textEs: 'Esta tienda está autorizada por el USDA para aceptar SNAP mientras esté en su lista.',
  source: 'ag.ny.gov press release 2025',
  checkedOn: '2025',
};
const FNS = {
  id: 'c1',
  office: 'USDA Food and Nutrition Service (FNS)',
  officeEs: 'Servicio de Alimentos y Nutrición del USDA (FNS)',
  contact: null,
  contactEs: null,
  source: 'ag.ny.gov press release 2025',
  checkedOn: '2025',
};
const status = (over: object = {}) => ({
  storeId: 's1',
  recentlyReported: false,
  notice: null,
  yourReportAt: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe("They didn't take my EBT", () => {
  it('reports in one tap, thanks the person and says what to do, with only the entered contacts', async () => {
    const reports: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        EbtRefusalStatus: { ebtRefusalStatus: status() },
        RefusalHelp: { complaintContacts: [FNS], helpFacts: [RIGHTS] },
        ReportEbtRefusal: (variables: unknown) => {
          reports.push(variables);
          return {
            reportEbtRefusal: {
              message: 'Thank you. Your report helps other people plan ahead.',
              status: status({ yourReportAt: '2026-11-25T10:00:00.000Z' }),
            },
          };
        },
      }),
    );
    renderWithProviders(<EbtRefusalCard storeId="s1" state="GA" />);
    expect(await screen.findByText(RIGHTS.text)).toBeInTheDocument();
    expect(screen.getByText(FNS.office)).toBeInTheDocument();
    expect(
      screen.getAllByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Last checked 2025 · Source: ag.ny.gov press release 2025',
      ),
    ).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: "They didn't take my EBT" }));
    expect(
      await screen.findByText('Thank you. Your report helps other people plan ahead.'),
    ).toBeInTheDocument();
    expect(reports).toEqual([{ storeId: 's1' }]);
    expect(screen.getByRole('button', { name: "They didn't take my EBT" })).toBeDisabled();
  });

  it('shows each help entry in Spanish on a Spanish page, and the English, marked so, where none is written', async () => {
    const attorney = {
      id: 'c2',
      office: 'New York State Attorney General',
      officeEs: null,
      contact: 'Call 800-771-7755',
      contactEs: 'Llame al 800-771-7755',
      source: 'ag.ny.gov press release 2025',
      checkedOn: '2025',
    };
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        EbtRefusalStatus: { ebtRefusalStatus: status() },
        RefusalHelp: { complaintContacts: [FNS, attorney], helpFacts: [RIGHTS] },
      }),
    );
    renderWithProviders(<EbtRefusalCard storeId="s1" state="NY" />, { language: 'es' });
    expect(await screen.findByText(RIGHTS.textEs)).toBeInTheDocument();
    expect(screen.getByText(FNS.officeEs)).toBeInTheDocument();
    expect(screen.getByText('Llame al 800-771-7755')).toBeInTheDocument();
    // No Spanish written for this office yet: its English, which screen readers read as English.
    expect(screen.getByText(attorney.office)).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(RIGHTS.text)).toBeNull();
  });

  it("shows the server's refusal in words and offers no contact that was not entered", async () => {
    vi.stubGlobal('fetch', (async (url: string, init: RequestInit) => {
      if (String(init.body).includes('mutation ReportEbtRefusal'))
        return new Response(
          JSON.stringify({
            errors: [
              {
                message: 'You already reported this store in the last 30 days.',
                extensions: { code: 'CONFLICT' },
              },
            ],
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      return graphqlFetch({
        RefreshSession: { refreshSession: null },
        EbtRefusalStatus: { ebtRefusalStatus: status() },
        RefusalHelp: { complaintContacts: [], helpFacts: [] },
      })(url, init);
    }) as typeof fetch);
    renderWithProviders(<EbtRefusalCard storeId="s1" state="GU" />);
    fireEvent.click(await screen.findByRole('button', { name: "They didn't take my EBT" }));
    expect(
      await screen.findByText('You already reported this store in the last 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Where to complain')).toBeNull();
  });

  it('marks a listed store page while three people’s reports count', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        EbtRefusalStatus: {
          ebtRefusalStatus: status({
            recentlyReported: true,
            notice: 'Recently reported as not accepting EBT; call ahead',
          }),
        },
      }),
    );
    renderWithProviders(<RefusalNotice storeId="s1" listed />);
    expect(
      await screen.findByText('Recently reported as not accepting EBT; call ahead'),
    ).toBeInTheDocument();
  });
});
