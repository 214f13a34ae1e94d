import type { DocumentStore } from '@snap/platform-documents';
import type { BenefitNoticeRecord } from '../benefit-notices/benefit-notice.schema';
import { BenefitNoticesRepository } from '../benefit-notices/benefit-notices.repository';
import type { PurchaseRuleRecord } from '../purchase-rules/purchase-rule.schema';
import { PurchaseRulesRepository } from '../purchase-rules/purchase-rules.repository';

export interface StateRulesHarness {
  store: DocumentStore;
  cleanup(): Promise<void>;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute));

function rule(state: string, overrides: Partial<PurchaseRuleRecord> = {}): PurchaseRuleRecord {
  return {
    _id: state,
    state,
    summaryEn: 'soda',
    summaryEs: 'refrescos',
    startsOn: '2026-04-01',
    confirm: false,
    source: 'news summaries (2026)',
    checkedOn: '2026',
    stateUrl: null,
    stateCheckedOn: null,
    updatedBy: null,
    createdAt: at(0),
    updatedAt: at(0),
    ...overrides,
  };
}

function notice(id: number, overrides: Partial<BenefitNoticeRecord> = {}): BenefitNoticeRecord {
  return {
    _id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    states: ['GA'],
    startsOn: '2026-11-01',
    endsOn: '2026-11-30',
    textEn: 'Benefits are late',
    textEs: 'Los beneficios llegan tarde',
    source: 'dhs.georgia.gov',
    checkedOn: '2026-11-01',
    links: ['https://www.211.org'],
    updatedBy: 'ada',
    createdAt: at(id),
    updatedAt: at(id),
    ...overrides,
  };
}

/** The purchase rules' and notices' repositories on one documents adapter (embedded and MongoDB run
 * the same suite). */
export function runStateRulesRepositoryContract(
  name: string,
  createHarness: () => Promise<StateRulesHarness>,
): void {
  describe(`purchase rules and notices on the documents contract: ${name}`, () => {
    let harness: StateRulesHarness;
    let rules: PurchaseRulesRepository;
    let notices: BenefitNoticesRepository;

    beforeEach(async () => {
      harness = await createHarness();
      rules = new PurchaseRulesRepository(harness.store);
      notices = new BenefitNoticesRepository(harness.store);
    });
    afterEach(() => harness.cleanup());

    it('keeps one rule per state: a second seed write leaves the first, updates and deletes by state', async () => {
      await rules.ensure(rule('TX'));
      await rules.ensure(rule('TX', { summaryEn: 'candy' }));
      await rules.insert(rule('IN', { summaryEn: null, summaryEs: null, startsOn: null }));
      expect((await rules.list(null)).map((r) => [r.state, r.summaryEn])).toEqual([
        ['IN', null],
        ['TX', 'soda'],
      ]);
      // Asked states in the order asked, a state without a rule left out.
      expect((await rules.list(['TX', 'GA', 'IN'])).map((r) => r.state)).toEqual(['TX', 'IN']);
      const updated = await rules.update('TX', {
        stateUrl: 'https://hhs.texas.gov',
        stateCheckedOn: '2026-11-02',
        updatedAt: at(5),
      });
      expect(updated).toMatchObject({
        state: 'TX',
        summaryEn: 'soda',
        stateUrl: 'https://hhs.texas.gov',
      });
      expect(await rules.find('TX')).toEqual(updated);
      expect(await rules.delete('TX')).toBe(true);
      expect(await rules.delete('TX')).toBe(false);
      expect(await rules.find('TX')).toBeNull();
    });

    it('lists the notices not ended before a day, latest start first, with their states and links', async () => {
      await notices.insert(notice(1, { endsOn: '2026-10-31', startsOn: '2026-10-01' }));
      await notices.insert(notice(2, { states: ['GA', 'AL'], links: [] }));
      await notices.insert(notice(3, { states: ['ALL'], startsOn: '2026-11-05' }));
      await notices.insert(notice(4, { startsOn: '2026-11-05' }));
      const open = await notices.notEndedBefore('2026-11-01');
      expect(open.map((n) => [Number(n._id.slice(-2)), n.states])).toEqual([
        [4, ['GA']],
        [3, ['ALL']],
        [2, ['GA', 'AL']],
      ]);
      expect(open[2].links).toEqual([]);
      expect((await notices.all()).map((n) => Number(n._id.slice(-2)))).toEqual([4, 3, 2, 1]);
      const changed = await notices.update(notice(2)._id, { endsOn: '2026-12-15' });
      expect(changed).toMatchObject({ endsOn: '2026-12-15', states: ['GA', 'AL'] });
      expect(await notices.delete(notice(1)._id)).toBe(true);
      expect(await notices.findById(notice(1)._id)).toBeNull();
    });
  });
}
