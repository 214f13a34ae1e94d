import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  ACCOUNT_MESSAGES,
  POINTS_MESSAGES,
  REVIEW_MESSAGES,
  validatePasswordChange,
  messageId,
} from '@snap/domain';
import { domainText } from '../../../lib/domain-texts';
import { intlLocale } from '../../../lib/i18n/i18n';

/** Texts of the profile area (accounts spec sections 2 and 8), read when shown so they follow the
 * page's language. */
export const PROFILE_MESSAGES = {
  get passwordUpdated() {
    return t`Password updated`;
  },
  get passwordUpdatedDescription() {
    return t`Your password has been changed successfully.`;
  },
  get passwordFailed() {
    return t`Error updating password`;
  },
  get tryLater() {
    return t`Please try again later.`;
  },
  get accountDeleted() {
    return t`Account deleted`;
  },
  get accountDeletedDescription() {
    return t`Your account has been deleted.`;
  },
  get signOutFailed() {
    return t`Error signing out`;
  },
  get signOutFailedDescription() {
    return t`Please try again.`;
  },
  get accountType() {
    return t`Standard User`;
  },
  get languageSaved() {
    return t`Language updated`;
  },
  get languageFailed() {
    return t`Error updating language`;
  },
};

export const PROFILE_TABS = [
  { value: 'info', label: msg`Profile Info` },
  { value: 'points', label: msg`Points & Badges` },
  { value: 'reviews', label: msg`My Reviews` },
  { value: 'settings', label: msg`Account Settings` },
  { value: 'preferences', label: msg`App Preferences` },
  { value: 'help', label: msg`Help & Support` },
] as const;

/** The domain's password-change rules (validatePasswordChange), worded in the page's language. */
export const PASSWORD_CHANGE_TEXTS: Record<string, MessageDescriptor> = {
  [messageId(ACCOUNT_MESSAGES, 'passwordMismatchTitle')]: msg`Password mismatch`,
  [messageId(ACCOUNT_MESSAGES, 'passwordMismatch')]: msg`Please make sure both passwords match.`,
  [messageId(ACCOUNT_MESSAGES, 'passwordTooShortTitle')]: msg`Password too short`,
  [messageId(ACCOUNT_MESSAGES, 'passwordTooShortLong')]:
    msg`Password must be at least 8 characters long.`,
  [messageId(ACCOUNT_MESSAGES, 'passwordTooLong')]: msg`Password must be less than 128 characters`,
  [messageId(ACCOUNT_MESSAGES, 'passwordCommonTitle')]: msg`Password too common`,
  [messageId(ACCOUNT_MESSAGES, 'passwordCommon')]:
    msg`This password is one of the most common ones, found in data breaches. Please choose a different password.`,
};

/** The domain's review and points texts the profile shows (the words of docs/product-rules.md, which the server uses
 * too), in the page's language. */
export const PROFILE_DOMAIN_TEXTS: Record<string, MessageDescriptor> = {
  [messageId(REVIEW_MESSAGES, 'listFailed')]: msg`Error loading reviews. Please try again later.`,
  [messageId(REVIEW_MESSAGES, 'deleted')]: msg`Your review has been successfully deleted.`,
  [messageId(REVIEW_MESSAGES, 'deleteFailedTitle')]: msg`Error deleting review`,
  [messageId(REVIEW_MESSAGES, 'deleteFailed')]: msg`Please try again later.`,
  [messageId(POINTS_MESSAGES, 'almostThere')]: msg`Almost there!`,
};
export const profileDomainText = (text: string) => domainText(text, PROFILE_DOMAIN_TEXTS);

export function passwordChangeProblem(
  password: string,
  confirmPassword: string,
): { title: string; message: string } | null {
  const problem = validatePasswordChange(password, confirmPassword);
  return (
    problem && {
      title: domainText(problem.title, PASSWORD_CHANGE_TEXTS),
      message: domainText(problem.message, PASSWORD_CHANGE_TEXTS),
    }
  );
}

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
