import {
  factSourceUrl,
  isFactOutOfDate,
  checkedOnText,
  DATED_FACT_LIMITS,
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
      value: {
        text: 'Fees cannot be paid',
        textEs: null,
        source: 'fns.usda.gov/snap/online',
        checkedOn: '2025',
      },
      errors: [],
    });
  });

  it('takes the Spanish text as optional, with the English limit and messages', () => {
    const fact = { text: 'Fees cannot be paid', source: 'fns.usda.gov', checkedOn: '2025' };
    expect(
      validateDatedFact({ ...fact, textEs: ' Los cargos  no se pueden pagar ' }, now).value.textEs,
    ).toBe('Los cargos no se pueden pagar');
    expect(validateDatedFact({ ...fact, textEs: '  ' }, now)).toMatchObject({
      value: { textEs: null },
      errors: [],
    });
    expect(
      validateDatedFact({ ...fact, textEs: 'x'.repeat(DATED_FACT_LIMITS.textMax + 1) }, now).errors,
    ).toEqual([DATED_FACT_MESSAGES.textTooLong]);
    expect(validateDatedFact({ ...fact, textEs: 'Pague <b>aquí</b>' }, now).errors).toEqual([
      DATED_FACT_MESSAGES.markup,
    ]);
  });
});

describe('facts that say their age', () => {
  const now = new Date('2026-12-07T12:00:00Z');

  it('takes a fact last checked more than two years ago for possibly out of date', () => {
    expect(isFactOutOfDate('2020', now)).toBe(true);
    expect(isFactOutOfDate('2024-11', now)).toBe(true);
    expect(isFactOutOfDate('2024-12-06', now)).toBe(true);
    // All of 2024 is not yet two years past; nor is December 2024.
    expect(isFactOutOfDate('2024', now)).toBe(false);
    expect(isFactOutOfDate('2024-12', now)).toBe(false);
    expect(isFactOutOfDate('2025', now)).toBe(false);
    expect(isFactOutOfDate('not a date', now)).toBe(false);
  });

  it('links to the web address a source names, and invents none', () => {
    expect(factSourceUrl('fns.usda.gov/snap/online')).toBe('https://fns.usda.gov/snap/online');
    expect(factSourceUrl('ag.ny.gov press release 2025 "warns"')).toBe('https://ag.ny.gov');
    expect(
      factSourceUrl(
        "18F/cv_faq _content/financial-help/can-snap-participants-order-groceries-online.md; supermarketnews.com on USDA's online pilot",
      ),
    ).toBe('https://supermarketnews.com');
    expect(factSourceUrl('http://www.fns.usda.gov/snap')).toBe('https://www.fns.usda.gov/snap');
    expect(factSourceUrl('USDA press release, March 2020')).toBeNull();
  });
});
