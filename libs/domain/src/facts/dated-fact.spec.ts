import {
  checkedOnText,
  DATED_FACT_MESSAGES,
  lastCheckedText,
  parseCheckedOn,
  validateDatedFact,
} from './dated-fact';

describe('dated facts', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('takes a year, a month or a day, as the facts file dates them, and says it in words', () => {
    expect(parseCheckedOn(' 2020 ')).toBe('2020');
    expect(parseCheckedOn('2025-02')).toBe('2025-02');
    expect(parseCheckedOn('2026-07-29')).toBe('2026-07-29');
    expect(parseCheckedOn('2026-02-30')).toBeNull();
    expect(parseCheckedOn('2025-13')).toBeNull();
    expect(parseCheckedOn('Feb 2025')).toBeNull();
    expect(parseCheckedOn('')).toBeNull();
    expect(checkedOnText('2020')).toBe('2020');
    expect(checkedOnText('2025-02')).toBe('February 2025');
    expect(lastCheckedText('2026-07-29')).toBe('Last checked July 29, 2026');
  });

  it('refuses a fact without its source or date, with markup, or checked in the future', () => {
    expect(validateDatedFact({ text: ' ', source: '', checkedOn: null }, now).errors).toEqual([
      DATED_FACT_MESSAGES.textRequired,
      DATED_FACT_MESSAGES.sourceRequired,
      DATED_FACT_MESSAGES.checkedOnRequired,
    ]);
    expect(
      validateDatedFact({ text: 'Pay <b>here</b>', source: 'fns.usda.gov', checkedOn: '2027' }, now)
        .errors,
    ).toEqual([DATED_FACT_MESSAGES.markup, DATED_FACT_MESSAGES.checkedOnInFuture]);
    expect(
      validateDatedFact(
        { text: ' Fees  cannot be paid ', source: 'fns.usda.gov/snap/online', checkedOn: '2025' },
        now,
      ),
    ).toEqual({
      value: { text: 'Fees cannot be paid', source: 'fns.usda.gov/snap/online', checkedOn: '2025' },
      errors: [],
    });
  });
});
