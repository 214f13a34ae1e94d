import { analyticsQueryText, periodDays, utcDay } from './analytics-rules';

describe('analytics rules', () => {
  it('keeps a search text only in its normalised form', () => {
    expect(analyticsQueryText('  Café   BOTTEGA, Atlanta! ')).toBe('cafe bottega atlanta');
    expect(analyticsQueryText('Trader Joe’s')).toBe("trader joe's");
    expect(analyticsQueryText('30303')).toBe('30303');
    expect(analyticsQueryText('x'.repeat(100))).toHaveLength(60);
  });

  it('drops anything that looks like an e-mail, a phone number or a position, and empty texts', () => {
    for (const text of [
      'jane.doe@example.org',
      'walmart jane@doe.com',
      '(404) 555-0134',
      'call 404.555.0134',
      '4045550134',
      '33.7490, -84.3880',
      '   ',
      '!!!',
      null,
      undefined,
    ])
      expect(analyticsQueryText(text)).toBeNull();
  });

  it('names UTC days and the days of a period ending today, oldest first', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59-05:00'))).toBe('2026-03-02');
    const now = new Date('2026-03-02T10:00:00Z');
    expect(periodDays(3, now)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(periodDays(90, now)).toHaveLength(90);
    expect(periodDays(90, now)[0]).toBe('2025-12-03');
  });
});
