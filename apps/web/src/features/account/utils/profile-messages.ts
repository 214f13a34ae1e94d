import { intlLocale } from '../../../lib/i18n/i18n';
/** Texts of the profile area (accounts spec sections 2 and 8). */
export const PROFILE_MESSAGES = {
  passwordUpdated: 'Password updated',
  passwordUpdatedDescription: 'Your password has been changed successfully.',
  passwordFailed: 'Error updating password',
  tryLater: 'Please try again later.',
  accountDeleted: 'Account deleted',
  accountDeletedDescription: 'Your account has been deleted.',
  signOutFailed: 'Error signing out',
  signOutFailedDescription: 'Please try again.',
  accountType: 'Standard User',
} as const;

export const PROFILE_TABS = [
  { value: 'info', label: 'Profile Info' },
  { value: 'points', label: 'Points & Badges' },
  { value: 'reviews', label: 'My Reviews' },
  { value: 'settings', label: 'Account Settings' },
  { value: 'preferences', label: 'App Preferences' },
  { value: 'help', label: 'Help & Support' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];

/** App Preferences choices (spec section 9); the controls are not saved. */
export const PREFERENCE_CHOICES = {
  radiusMiles: [5, 10, 25, 50],
  defaultRadiusMiles: 10,
  perPage: [10, 20, 50],
  defaultPerPage: 20,
} as const;

/** Points in the header: 1,234 becomes 1.2K. */
export function compactPoints(points: number): string {
  return new Intl.NumberFormat(intlLocale(), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(points);
}

/** Points & Badges shows 5 contribution cards, then 'And N more stores'. */
export const CONTRIBUTION_CARDS_SHOWN = 5;

export function splitShown<T>(items: T[], count: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}
