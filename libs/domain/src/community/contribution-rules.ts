import { defineMessages } from '../i18n/message';
import { ACCOUNT_MESSAGES } from '../accounts/account-rules';

/** Store data people add (accounts spec sections 3, 5 and 8): a phone number and weekly hours, kept
 * pending until a moderator approves them. Shared by the web dialogs and the community service. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What a contribution adds, and where it is in moderation. */
export const CONTRIBUTION_KINDS = ['phone', 'hours'] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];
export const CONTRIBUTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];

export interface DayHours {
  open: string;
  close: string;
  closed: boolean;
}
export type WeeklyHours = Record<Weekday, DayHours>;

/** The Add Store Hours form's defaults: 09:00-18:00 Monday to Saturday, 10:00-17:00 Sunday. */
export function defaultWeeklyHours(): WeeklyHours {
  const hours = {} as WeeklyHours;
  for (const day of WEEKDAYS)
    hours[day] =
      day === 'Sunday'
        ? { open: '10:00', close: '17:00', closed: false }
        : { open: '09:00', close: '18:00', closed: false };
  return hours;
}

export const CONTRIBUTION_LIMITS = {
  phoneMax: 30,
} as const;

export const CONTRIBUTION_MESSAGES = defineMessages(
  'contribution',
  {
    phoneRequired: 'Please enter a phone number',
    phoneInvalid: 'Please enter a valid phone number',
    phoneAdded: 'Phone number added successfully!',
    phoneFailed: 'Failed to add phone number. Please try again.',
    hoursAdded: 'Store hours added successfully!',
    hoursFailed: 'Failed to add store hours. Please try again.',
    hoursMissingDay: (day: string) => `${day}: opening hours are required`,
    hoursUnknownDay: (day: string) => `${day} is not a day of the week`,
    hoursInvalidTime: (day: string) => `${day}: times must be 24-hour HH:MM`,
    notFound: 'Contribution not found',
    alreadyReviewed: 'This contribution has already been reviewed.',
    /** A moderator's own phone number or hours wait for another moderator (issue 43, finding 4). */
    ownContribution: 'You cannot approve your own contribution. Another moderator will review it.',
    notModerator: ACCOUNT_MESSAGES.notPermitted,
  },
  { hoursMissingDay: ['day'], hoursUnknownDay: ['day'], hoursInvalidTime: ['day'] },
);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
// Digits with the usual separators and an optional leading +; at least 7 digits, as in any US number.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** A non-blank phone number (the form's rule), trimmed, that looks like one. */
export function validatePhone(phone: string | null | undefined): {
  value: string;
  errors: string[];
} {
  const value = (phone ?? '').trim();
  if (value.length === 0) return { value, errors: [CONTRIBUTION_MESSAGES.phoneRequired] };
  const digits = value.replace(/\D/g, '').length;
  if (
    value.length > CONTRIBUTION_LIMITS.phoneMax ||
    !PHONE_CHARACTERS.test(value) ||
    digits < 7 ||
    digits > 15
  ) {
    return { value, errors: [CONTRIBUTION_MESSAGES.phoneInvalid] };
  }
  return { value, errors: [] };
}

/** Every weekday Monday..Sunday with 24-hour HH:MM times (a closed day keeps its times). */
export function validateWeeklyHours(
  hours: Record<string, Partial<DayHours> | undefined> | null | undefined,
): { value: WeeklyHours; errors: string[] } {
  const errors: string[] = [];
  const value = {} as WeeklyHours;
  const given = hours ?? {};
  for (const day of Object.keys(given)) {
    if (!(WEEKDAYS as readonly string[]).includes(day))
      errors.push(CONTRIBUTION_MESSAGES.hoursUnknownDay(day));
  }
  for (const day of WEEKDAYS) {
    const entry = given[day];
    if (!entry) {
      errors.push(CONTRIBUTION_MESSAGES.hoursMissingDay(day));
      continue;
    }
    const open = String(entry.open ?? '').trim();
    const close = String(entry.close ?? '').trim();
    const closed = entry.closed === true;
    if (!HH_MM.test(open) || !HH_MM.test(close))
      errors.push(CONTRIBUTION_MESSAGES.hoursInvalidTime(day));
    value[day] = { open, close, closed };
  }
  return { value, errors };
}
