import { defineMessages } from '../i18n/message';
/** "They didn't take my EBT": one report per person (or address) per store per window; reports from
 * `threshold` different people within the window mark the store page until a moderator clears it or
 * USDA's next list drops the store. Shared by the community service, the web and the back-office. */
export const EBT_REFUSAL_RULES = {
  threshold: 3,
  windowDays: 30,
  /** A member's report counts toward the mark once their account is confirmed and this old. */
  accountMinAgeDays: 1,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
export const EBT_REFUSAL_WINDOW_MS = EBT_REFUSAL_RULES.windowDays * DAY_MS;

export const EBT_REFUSAL_MESSAGES = defineMessages('ebtRefusal', {
  /** What the store page says while the store is marked. */
  notice: 'Recently reported as not accepting EBT; call ahead',
  reported: 'Thank you. Your report helps other people plan ahead.',
  alreadyReported: `You already reported this store in the last ${EBT_REFUSAL_RULES.windowDays} days.`,
  storeClosed:
    "This store is no longer on USDA's list of SNAP retailers, so it cannot be reported as refusing EBT.",
  nothingToClear: 'This store has no recent reports to clear.',
  noteTooLong: 'Note must be 500 characters or less',
});

export interface RefusalReportFact {
  /** One person: `user:<id>` signed in, `address:<hash>` signed out. */
  reporterKey: string;
  createdAt: Date;
  /** Whether it counts toward the public mark: a confirmed account at least a day old when it reported
   * (issue 43, finding 2). Signed-out reports never do: they go to the moderators' queue only. */
  counts?: boolean;
}

/** Whether a member's report counts toward the mark, from their account's standing when they reported. */
export function reportCounts(
  account: { confirmedAt: Date | null; createdAt: Date } | null,
  now: Date,
  minAgeMs = EBT_REFUSAL_RULES.accountMinAgeDays * DAY_MS,
): boolean {
  return (
    account !== null &&
    account.confirmedAt !== null &&
    now.getTime() - account.createdAt.getTime() >= minAgeMs
  );
}

/** When reports start to count: the window's start, or a later clearing (by a moderator or a USDA list). */
export function refusalWindowStart(now: Date, countsFrom: Date | null): Date {
  const windowStart = new Date(now.getTime() - EBT_REFUSAL_WINDOW_MS);
  return countsFrom && countsFrom > windowStart ? countsFrom : windowStart;
}

/** Whether the store is marked: the different people whose reports still count reach the threshold. */
export function refusalMark(
  reports: readonly RefusalReportFact[],
  now: Date,
  countsFrom: Date | null,
): { marked: boolean; reporters: number; countedReporters: number } {
  const from = refusalWindowStart(now, countsFrom);
  const recent = reports.filter((report) => report.createdAt > from && report.createdAt <= now);
  const reporters = new Set(recent.map((report) => report.reporterKey)).size;
  const countedReporters = new Set(
    recent.filter((report) => report.counts === true).map((report) => report.reporterKey),
  ).size;
  return {
    marked: countedReporters >= EBT_REFUSAL_RULES.threshold,
    reporters,
    countedReporters,
  };
}

/** A person may report the same store again once their last report is older than the window. */
export function canReportAgain(lastReportedAt: Date, now: Date): boolean {
  return now.getTime() - lastReportedAt.getTime() >= EBT_REFUSAL_WINDOW_MS;
}
