import { isNoticeActive, validateBenefitNotice } from './benefit-notices';
import { purchaseRuleShown, validatePurchaseRule } from './purchase-rules';
import { stateToday } from './state-time-zones';

describe('late-benefits notices: dates inclusive in the state’s time zone', () => {
  const georgia = { states: ['GA'], startsOn: '2026-11-01', endsOn: '2026-11-30' };

  it('holds through the last day in the state’s own zone, not UTC’s', () => {
    // 03:30 UTC on Dec 1 is still Nov 30 in Atlanta (UTC−5) and in Honolulu.
    const lateNight = new Date('2026-12-01T03:30:00Z');
    expect(stateToday('GA', lateNight)).toBe('2026-11-30');
    expect(isNoticeActive(georgia, 'GA', lateNight)).toBe(true);
    expect(isNoticeActive(georgia, 'GA', new Date('2026-12-01T05:30:00Z'))).toBe(false);
    // It starts at midnight in Georgia: 04:59 UTC on Nov 1 is still Oct 31 there.
    expect(isNoticeActive(georgia, 'GA', new Date('2026-11-01T03:59:00Z'))).toBe(false);
    expect(isNoticeActive(georgia, 'GA', new Date('2026-11-01T04:00:00Z'))).toBe(true);
  });

  it('shows a state notice only in its states; a national one everywhere, and on a page with no place', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    expect(isNoticeActive(georgia, 'AL', now)).toBe(false);
    expect(isNoticeActive(georgia, null, now)).toBe(false);
    const national = { ...georgia, states: ['ALL'] };
    expect(isNoticeActive(national, 'AL', now)).toBe(true);
    expect(isNoticeActive(national, null, now)).toBe(true);
    // Still Nov 30 in Hawaii at 08:00 UTC on Dec 1.
    expect(isNoticeActive(national, null, new Date('2026-12-01T08:00:00Z'))).toBe(true);
    expect(isNoticeActive(national, 'NY', new Date('2026-12-01T08:00:00Z'))).toBe(false);
  });

  it('names every missing or bad field', () => {
    const { errors } = validateBenefitNotice({
      states: ['GA', 'QQ'],
      startsOn: '2026-11-30',
      endsOn: '2026-11-01',
      textEs: 'x',
      source: 'dhs.georgia.gov',
      checkedOn: '2026-11',
      links: ['javascript:alert(1)'],
    });
    expect(errors).toEqual([
      'QQ is not a state code USDA uses (use two letters, such as GA, DC or PR)',
      'The end date cannot be before the start date',
      'Please enter the text in English',
      'Links must be web addresses starting with https://',
    ]);
    const national = validateBenefitNotice(
      {
        states: 'all, ga',
        startsOn: '2026-11-01',
        endsOn: '2026-11-01',
        textEn: '<b>Late</b>',
        textEs: 'Tarde',
        source: 'usda.gov',
        checkedOn: '2026-11-01',
      },
      new Date('2026-11-02T00:00:00Z'),
    );
    expect(national).toEqual({
      errors: [],
      value: expect.objectContaining({ states: ['ALL'], textEn: '<b>Late</b>', links: [] }),
    });
  });
});

describe('state purchase rules', () => {
  const rule = {
    summaryEn: 'soda',
    summaryEs: 'refrescos',
    startsOn: '2026-04-01',
    confirm: false,
  };

  it('reads "from" before the start, in effect from it, and only "has limits" when to be confirmed or undated', () => {
    expect(purchaseRuleShown(rule, '2026-03-31')).toBe('from');
    expect(purchaseRuleShown(rule, '2026-04-01')).toBe('in-effect');
    expect(purchaseRuleShown({ ...rule, confirm: true }, '2026-05-01')).toBe('limits-only');
    expect(purchaseRuleShown({ ...rule, startsOn: null }, '2026-05-01')).toBe('limits-only');
    expect(purchaseRuleShown({ ...rule, summaryEs: null }, '2026-05-01')).toBe('limits-only');
  });

  it('needs the source, its date, both languages and the start; a state page needs https and its date', () => {
    expect(validatePurchaseRule({ state: 'PR', stateUrl: 'https://adsef.pr.gov' }).errors).toEqual([
      'Please enter the summary in English',
      'Please enter the summary in Spanish',
      'Please enter the start date (YYYY-MM-DD)',
      'Please enter the source',
      'Please enter the date it was checked (YYYY, YYYY-MM or YYYY-MM-DD)',
      "Please enter the date you checked the state's SNAP page (YYYY-MM-DD)",
    ]);
    expect(
      validatePurchaseRule(
        {
          state: 'TX',
          summaryEn: 'soda',
          summaryEs: 'refrescos',
          startsOn: '2026-02-30',
          source: 'x',
          checkedOn: '2027',
        },
        new Date('2026-12-01T00:00:00Z'),
      ).errors,
    ).toEqual([
      'Please enter the start date (YYYY-MM-DD)',
      'The date it was checked cannot be in the future',
    ]);
  });
});
