import { canReportAgain, EBT_REFUSAL_RULES, refusalMark, reportCounts } from './ebt-refusal-rules';

const DAY = 24 * 60 * 60 * 1000;

describe('the EBT refusal mark', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  // A confirmed member's report counts; a signed-out one is for the moderators' queue only.
  const report = (reporterKey: string, days: number) => ({
    reporterKey,
    createdAt: daysAgo(days),
    counts: reporterKey.startsWith('user:'),
  });

  it('marks a store when three different confirmed members reported it within 30 days', () => {
    expect(EBT_REFUSAL_RULES).toEqual({ threshold: 3, windowDays: 30, accountMinAgeDays: 1 });
    expect(refusalMark([report('user:a', 1), report('user:b', 2)], now, null)).toEqual({
      marked: false,
      reporters: 2,
      countedReporters: 2,
    });
    expect(
      refusalMark([report('user:a', 1), report('user:b', 2), report('user:c', 29)], now, null),
    ).toEqual({ marked: true, reporters: 3, countedReporters: 3 });
  });

  it('issue 43, finding 2: two throwaway accounts and a signed-out report do not mark a store', () => {
    const throwaway = (key: string) => ({ ...report(key, 0), counts: false });
    expect(
      refusalMark(
        [throwaway('user:t1'), throwaway('user:t2'), report('address:x', 0), report('user:a', 1)],
        now,
        null,
      ),
    ).toEqual({ marked: false, reporters: 4, countedReporters: 1 });
  });

  it('counts a member once their account is confirmed and a day old, never an unknown account', () => {
    const confirmed = (createdDaysAgo: number) => ({
      confirmedAt: daysAgo(createdDaysAgo),
      createdAt: daysAgo(createdDaysAgo),
    });
    expect(reportCounts(confirmed(1), now)).toBe(true);
    expect(reportCounts(confirmed(0.9), now)).toBe(false);
    expect(reportCounts({ confirmedAt: null, createdAt: daysAgo(60) }, now)).toBe(false);
    expect(reportCounts(null, now)).toBe(false);
    // An installation may lower the age (the browser suite's members are minutes old), never the rest.
    expect(reportCounts(confirmed(0.01), now, 0)).toBe(true);
    expect(reportCounts({ confirmedAt: null, createdAt: daysAgo(0.01) }, now, 0)).toBe(false);
  });

  it('counts one person once, however many times they reported', () => {
    expect(
      refusalMark([report('user:a', 1), report('user:a', 5), report('user:b', 2)], now, null)
        .marked,
    ).toBe(false);
  });

  it('lets a report expire after 30 days', () => {
    expect(
      refusalMark([report('user:a', 1), report('user:b', 2), report('user:c', 30)], now, null),
    ).toEqual({ marked: false, reporters: 2, countedReporters: 2 });
  });

  it('counts only reports after a clearing (a moderator, or USDA dropping the store)', () => {
    const reports = [report('user:a', 10), report('user:b', 9), report('user:c', 8)];
    expect(refusalMark(reports, now, daysAgo(8.5))).toEqual({
      marked: false,
      reporters: 1,
      countedReporters: 1,
    });
    expect(refusalMark(reports, now, daysAgo(11)).marked).toBe(true);
  });

  it('lets the same person report the same store again only after 30 days', () => {
    expect(canReportAgain(daysAgo(29.9), now)).toBe(false);
    expect(canReportAgain(daysAgo(30), now)).toBe(true);
  });
});
