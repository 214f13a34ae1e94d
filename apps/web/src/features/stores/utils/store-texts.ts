import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  BUSINESS_ROLES,
  CONTRIBUTION_MESSAGES,
  ENRICHMENT_MESSAGES,
  FLAG_REASONS,
  ISSUE_TYPES,
  MODERATION_MESSAGES,
  PHOTO_MESSAGES,
  REVIEW_MESSAGES,
  SUBMISSION_MESSAGES,
  TIP_MESSAGES,
  VERIFICATION_METHODS,
  WEEKDAYS,
  type ModeratedItemType,
  type Weekday,
  messageId,
} from '@snap/domain';
import type { CardStore } from '../../../components/store-card/store-card-utils';
import { domainText } from '../../../lib/domain-texts';
import { i18n } from '../../../lib/i18n/i18n';

/** The store pages' texts that the shared domain library words in English (the words of docs/product-rules.md, which the
 * browser checks with before the server does), as the page shows them in the active language.
 * store-texts.spec.ts holds each English message equal to the domain's own text. */
export const STORE_DOMAIN_TEXTS: Record<string, MessageDescriptor> = {
  // Reviews and tips
  [messageId(REVIEW_MESSAGES, 'ratingRequired')]: msg`Rating is required`,
  [messageId(REVIEW_MESSAGES, 'ratingRange')]: msg`Rating must be between 1-5`,
  [messageId(REVIEW_MESSAGES, 'textTooLong')]: msg`Review must be less than 1000 characters`,
  [messageId(REVIEW_MESSAGES, 'submitted')]: msg`Review submitted successfully!`,
  [messageId(REVIEW_MESSAGES, 'submitFailed')]: msg`Failed to submit review`,
  [messageId(REVIEW_MESSAGES, 'listFailed')]: msg`Error loading reviews. Please try again later.`,
  [messageId(REVIEW_MESSAGES, 'deleted')]: msg`Your review has been successfully deleted.`,
  [messageId(REVIEW_MESSAGES, 'deleteFailedTitle')]: msg`Error deleting review`,
  [messageId(REVIEW_MESSAGES, 'deleteFailed')]: msg`Please try again later.`,
  [messageId(TIP_MESSAGES, 'empty')]: msg`Comment cannot be empty`,
  [messageId(TIP_MESSAGES, 'tooLong')]: msg`Comment must be less than 500 characters`,
  // Photos
  [messageId(PHOTO_MESSAGES, 'invalidType')]:
    msg`Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.`,
  [messageId(PHOTO_MESSAGES, 'tooLarge')]: msg`File size exceeds 10MB limit.`,
  [messageId(PHOTO_MESSAGES, 'tooSmall')]: msg`File is too small. Please upload a valid image.`,
  [messageId(PHOTO_MESSAGES, 'extensionMismatch')]: msg`File extension does not match file type.`,
  [messageId(PHOTO_MESSAGES, 'tooMany')]:
    msg`Maximum 5 photos allowed. Only the first 5 will be kept.`,
  [messageId(PHOTO_MESSAGES, 'uploadFailed')]: msg`Failed to upload photos. Please try again.`,
  // Phone numbers and hours
  [messageId(CONTRIBUTION_MESSAGES, 'phoneRequired')]: msg`Please enter a phone number`,
  [messageId(CONTRIBUTION_MESSAGES, 'phoneInvalid')]: msg`Please enter a valid phone number`,
  [messageId(CONTRIBUTION_MESSAGES, 'phoneAdded')]: msg`Phone number added successfully!`,
  [messageId(CONTRIBUTION_MESSAGES, 'phoneFailed')]:
    msg`Failed to add phone number. Please try again.`,
  [messageId(CONTRIBUTION_MESSAGES, 'hoursAdded')]: msg`Store hours added successfully!`,
  [messageId(CONTRIBUTION_MESSAGES, 'hoursFailed')]:
    msg`Failed to add store hours. Please try again.`,
  // Reports and claims
  [messageId(SUBMISSION_MESSAGES, 'issueTypeRequired')]: msg`Please select an issue type`,
  [messageId(SUBMISSION_MESSAGES, 'descriptionRequired')]: msg`Please describe the issue`,
  [messageId(SUBMISSION_MESSAGES, 'descriptionTooLong')]:
    msg`Description must be less than 2000 characters`,
  [messageId(SUBMISSION_MESSAGES, 'roleRequired')]: msg`Please select your role`,
  [messageId(SUBMISSION_MESSAGES, 'nameTooShort')]: msg`Name must be at least 2 characters`,
  [messageId(SUBMISSION_MESSAGES, 'nameTooLong')]: msg`Name must be less than 100 characters`,
  [messageId(SUBMISSION_MESSAGES, 'invalidEmail')]: msg`Please enter a valid email address`,
  [messageId(SUBMISSION_MESSAGES, 'verificationRequired')]:
    msg`Please select a verification method`,
  [messageId(SUBMISSION_MESSAGES, 'additionalInfoTooLong')]:
    msg`Additional information must be less than 2000 characters`,
  [messageId(SUBMISSION_MESSAGES, 'reportSuccessTitle')]: msg`Report submitted successfully`,
  [messageId(SUBMISSION_MESSAGES, 'reportSuccess')]:
    msg`Thank you for reporting this issue. We'll review it shortly.`,
  [messageId(SUBMISSION_MESSAGES, 'reportFailureTitle')]: msg`Failed to submit report`,
  [messageId(SUBMISSION_MESSAGES, 'reportFailure')]:
    msg`Please try again later or contact support directly.`,
  [messageId(SUBMISSION_MESSAGES, 'claimSuccessTitle')]: msg`Claim Request Submitted`,
  [messageId(SUBMISSION_MESSAGES, 'claimSuccess')]:
    msg`We will review your request and contact you within 2-3 business days.`,
  [messageId(SUBMISSION_MESSAGES, 'claimFailureTitle')]: msg`Submission Failed`,
  [messageId(SUBMISSION_MESSAGES, 'claimFailure')]:
    msg`There was an error submitting your claim request. Please try again.`,
  // Flags
  [messageId(MODERATION_MESSAGES, 'reasonRequired')]: msg`Please choose a reason`,
  [messageId(MODERATION_MESSAGES, 'noteTooLong')]: msg`Note must be 500 characters or less`,
  // Details from the places provider and the open map
  [messageId(ENRICHMENT_MESSAGES, 'limitedData')]:
    msg`Limited Data Available: Enhanced store details (phone numbers, hours, ratings) are temporarily limited due to API usage.`,
  [messageId(ENRICHMENT_MESSAGES, 'noOpenMapData')]:
    msg`No additional data found in OpenStreetMap database.`,
};

/** The labels of the choices the store dialogs offer (issue types, roles, verification, flag reasons). */
export const STORE_CHOICE_LABELS: Record<string, MessageDescriptor> = {
  // ISSUE_TYPES
  'Incorrect information': msg`Incorrect information`,
  'Wrong hours': msg`Wrong hours`,
  'Wrong phone number': msg`Wrong phone number`,
  'Wrong address': msg`Wrong address`,
  'Permanently closed': msg`Permanently closed`,
  'EBT acceptance status': msg`EBT acceptance status`,
  Other: msg`Other`,
  // BUSINESS_ROLES
  Owner: msg`Owner`,
  Manager: msg`Manager`,
  'Authorized Employee': msg`Authorized Employee`,
  'Business Representative': msg`Business Representative`,
  // VERIFICATION_METHODS
  Phone: msg`Phone`,
  Email: msg`Email`,
  Documents: msg`Documents`,
  Postcard: msg`Postcard`,
  // FLAG_REASONS
  'Spam or advertising': msg`Spam or advertising`,
  'Offensive or hateful': msg`Offensive or hateful`,
  'Not about this store': msg`Not about this store`,
  'False or misleading': msg`False or misleading`,
  "Shares someone's personal information": msg`Shares someone's personal information`,
  'Something else': msg`Something else`,
};

/** Every choice list whose labels STORE_CHOICE_LABELS must cover. */
export const STORE_CHOICES = [ISSUE_TYPES, BUSINESS_ROLES, VERIFICATION_METHODS, FLAG_REASONS];

const WEEKDAY_NAMES: Record<Weekday, MessageDescriptor> = {
  Monday: msg`Monday`,
  Tuesday: msg`Tuesday`,
  Wednesday: msg`Wednesday`,
  Thursday: msg`Thursday`,
  Friday: msg`Friday`,
  Saturday: msg`Saturday`,
  Sunday: msg`Sunday`,
};

/** 'Monday' ('Lunes' in Spanish). */
export function weekdayName(day: Weekday): string {
  return i18n._(WEEKDAY_NAMES[day]);
}

/** A domain message or choice label in the active language; the hours rules name a day, so their
 * messages are matched day by day. Anything else is shown as given (a server message is already in
 * the page's language). */
export function storeText(text: string): string {
  const label = STORE_CHOICE_LABELS[text];
  if (label) return i18n._(label);
  for (const day of WEEKDAYS) {
    const name = weekdayName(day);
    if (text === CONTRIBUTION_MESSAGES.hoursInvalidTime(day))
      return i18n._(msg`${name}: times must be 24-hour HH:MM`);
    if (text === CONTRIBUTION_MESSAGES.hoursMissingDay(day))
      return i18n._(msg`${name}: opening hours are required`);
  }
  return domainText(text, STORE_DOMAIN_TEXTS);
}

/** '+10 points earned!' (the domain's pointsEarnedMessage), in the active language. */
export function pointsEarnedText(points: number): string {
  return i18n._(msg`+${points} points earned!`);
}

/** 'Showing 5 of 12 reviews' (the domain's ENRICHMENT_MESSAGES.showingReviews). */
export function showingReviewsText(shown: number, total: number): string {
  return i18n._(
    msg`Showing ${shown} of ${plural(total, { one: '# reviews', other: '# reviews' })}`,
  );
}

/** What can be flagged, as the flag button and dialog name it. */
export function flagTitle(item: ModeratedItemType): string {
  if (item === 'review') return i18n._(msg`Flag this review`);
  if (item === 'tip') return i18n._(msg`Flag this tip`);
  return i18n._(msg`Flag this photo`);
}

/** What the sign-in prompt says a flag needs an account for. */
export function flagSignInAction(item: ModeratedItemType): string {
  if (item === 'review') return i18n._(msg`flag a review`);
  if (item === 'tip') return i18n._(msg`flag a tip`);
  return i18n._(msg`flag a photo`);
}

/** 'Monday: 09:00–18:00' or 'Sunday: Closed', a line of a store's hours on record. */
export function dayHoursText(day: { day: string; open: string; close: string; closed: boolean }) {
  const name = (WEEKDAYS as readonly string[]).includes(day.day)
    ? weekdayName(day.day as Weekday)
    : day.day;
  const { open, close } = day;
  return day.closed ? i18n._(msg`${name}: Closed`) : i18n._(msg`${name}: ${open}–${close}`);
}

/** The store page's meta description. */
export function storeDescription(
  store: Pick<CardStore, 'Store_Name' | 'Store_Street_Address' | 'City' | 'State'> &
    Partial<Pick<CardStore, 'delisted_on'>>,
  delistedText: string | null,
): string {
  const { Store_Name: name, Store_Street_Address: street, City: city, State: state } = store;
  return delistedText
    ? i18n._(msg`${name} at ${street}, ${city}, ${state}: ${delistedText}.`)
    : i18n._(msg`${name} at ${street}, ${city}, ${state} accepts SNAP/EBT.`);
}

/** '09:00 – 18:00' or 'Closed': one day of the hours someone added. */
export function dayHoursLabel(hours: { open: string; close: string; closed: boolean }): string {
  const { open, close } = hours;
  return hours.closed ? i18n._(msg`Closed`) : `${open} – ${close}`;
}
