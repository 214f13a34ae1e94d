import { defineMessages } from '../i18n/message';
/** Points per contribution type and the badge progress hint (accounts spec sections 2 and 9). Shared by
 * the community service, which awards them, and the web's profile, which shows them. */
export const CONTRIBUTION_POINTS = {
  store_review: 15,
  store_photo: 10,
  store_hours: 20,
  store_tag: 5,
  contact_info: 15,
  report_incorrect_info: 10,
  verify_info: 25,
} as const;

export type ContributionType = keyof typeof CONTRIBUTION_POINTS;
export const CONTRIBUTION_TYPES = Object.keys(CONTRIBUTION_POINTS) as ContributionType[];

/** What an unknown contribution type earns. */
export const DEFAULT_CONTRIBUTION_POINTS = 10;

/** A badge shows 'Almost there!' from this share of its required contributions. */
export const BADGE_ALMOST_THERE_RATIO = 0.8;

export const POINTS_MESSAGES = defineMessages('points', {
  awardFailed: 'Failed to award points',
  almostThere: 'Almost there!',
});

export function pointsFor(contributionType: string): number {
  return (
    (CONTRIBUTION_POINTS as Record<string, number>)[contributionType] ?? DEFAULT_CONTRIBUTION_POINTS
  );
}

/** The toast after an award: '+N points earned!'. */
export function pointsEarnedMessage(points: number): string {
  return `+${points} points earned!`;
}

export interface BadgeProgress {
  /** Contributions counted towards the badge, capped at what it requires. */
  current: number;
  required: number;
  /** 0..1 */
  ratio: number;
  earned: boolean;
  almostThere: boolean;
}

/** How far a user with `contributions` is towards a badge that needs `required`. */
export function badgeProgress(contributions: number, required: number): BadgeProgress {
  const needed = Math.max(0, required);
  const current = Math.min(Math.max(0, contributions), needed);
  const ratio = needed === 0 ? 1 : current / needed;
  const earned = contributions >= needed;
  return {
    current,
    required: needed,
    ratio,
    earned,
    almostThere: !earned && ratio >= BADGE_ALMOST_THERE_RATIO,
  };
}
