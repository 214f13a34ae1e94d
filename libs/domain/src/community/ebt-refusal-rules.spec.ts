import { canReportAgain, EBT_REFUSAL_RULES, refusalMark } from './ebt-refusal-rules';

const DAY = 24 * 60 * 60 * 1000;

describe('the EBT refusal mark', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const report = (reporterKey: string, days: number) => ({ reporterKey, createdAt: daysAgo(days) });

  it('marks a store when three different people reported it within 30 days', () => {
    expect(EBT_REFUSAL_RULES).toEqual({ threshold: 3, windowDays: 30 });
    expect(refusalMark([report('user:a', 1), report('user:b', 2)], now, null)).toEqual({
      marked: false,
      reporters: 2,
    });
    expect(
      refusalMark([report('user:a', 1), report('user:b', 2), report('address:x', 29)], now, null),
    ).toEqual({ marked: true, reporters: 3 });
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
    ).toEqual({ marked: false, reporters: 2 });
  });

  it('counts only reports after a clearing (a moderator, or USDA dropping the store)', () => {
    const reports = [report('user:a', 10), report('user:b', 9), report('user:c', 8)];
    expect(refusalMark(reports, now, daysAgo(8.5))).toEqual({ marked: false, reporters: 1 });
    expect(refusalMark(reports, now, daysAgo(11)).marked).toBe(true);
  });

  it('lets the same person report the same store again only after 30 days', () => {
    expect(canReportAgain(daysAgo(29.9), now)).toBe(false);
    expect(canReportAgain(daysAgo(30), now)).toBe(true);
  });
});
