import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, inSpanish, renderWithProviders } from '../../../testing/render';
import { SnapRulesPage } from './snap-rules-page';

const rule = (state: string, stateName: string, fields: Record<string, unknown>) => ({
  __typename: 'PurchaseRule',
  state,
  stateName,
  summaryEn: null,
  summaryEs: null,
  startsOn: null,
  shown: 'limits-only',
  source: 'news summaries of state announcements (2026)',
  checkedOn: '2026',
  stateUrl: null,
  stateCheckedOn: null,
  ...fields,
});

afterEach(() => vi.unstubAllGlobals());

describe('/snap-rules: every state’s purchase rule with its date and source', () => {
  it('says since when, "From" a later start, only "has limits" when unconfirmed, and the state page only once entered', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        PurchaseRules: {
          purchaseRules: [
            rule('TX', 'Texas', {
              summaryEn: 'sweetened drinks (soda, energy drinks) and candy',
              summaryEs: 'bebidas endulzadas (refrescos, bebidas energéticas) y dulces',
              startsOn: '2026-04-01',
              shown: 'in-effect',
            }),
            rule('TN', 'Tennessee', {
              summaryEn: 'soft drinks <script>alert(1)</script>',
              summaryEs: 'refrescos',
              startsOn: '2027-01-15',
              shown: 'from',
              source: 'tn.gov/humanservices',
              checkedOn: '2026-12-01',
              stateUrl: 'https://www.tn.gov/humanservices',
              stateCheckedOn: '2026-12-02',
            }),
            rule('OH', 'Ohio', {
              source: 'FNS resources listing, 2026-03-04',
              checkedOn: '2026-03-04',
            }),
          ],
        },
      }),
    );
    renderWithProviders(<SnapRulesPage />, { path: '/snap-rules' });
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
    const texas = await card('Texas');
    expect(texas).toHaveTextContent(
      'Since April 1, 2026, SNAP cannot buy in Texas: sweetened drinks (soda, energy drinks) and candy.',
    );
    expect(texas).toHaveTextContent('Source: news summaries of state announcements (2026), 2026');
    expect(within(texas).queryByRole('link')).toBeNull();
    expect(texas).not.toHaveTextContent('Last checked');
    const tennessee = await card('Tennessee');
    expect(tennessee).toHaveTextContent(
      'From January 15, 2027, SNAP cannot buy in Tennessee: soft drinks <script>alert(1)</script>.',
    );
    expect(within(tennessee).getByRole('link', { name: 'Tennessee SNAP page' })).toHaveAttribute(
      'href',
      'https://www.tn.gov/humanservices',
    );
    expect(tennessee).toHaveTextContent('Last checked December 2, 2026');
    expect(await card('Ohio')).toHaveTextContent(
      "Ohio limits what SNAP can buy. Check the state's SNAP page for the items and the start date.",
    );
    await inSpanish(async () => {
      expect(
        await within(texas).findByText(
          'Desde el 1 de abril de 2026, con SNAP no se puede comprar en Texas: bebidas endulzadas (refrescos, bebidas energéticas) y dulces.',
        ),
      ).toBeInTheDocument();
    });
  });
});
