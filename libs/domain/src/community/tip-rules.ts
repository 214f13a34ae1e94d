import { defineMessages } from '../i18n/message';
/** The comment / tip schema of the accounts spec (section 5). */
export const TIP_LIMITS = {
  textMin: 1,
  textMax: 500,
} as const;

export const TIP_MESSAGES = defineMessages('tip', {
  empty: 'Comment cannot be empty',
  tooLong: 'Comment must be less than 500 characters',
});

/** Trims and validates a tip; returns the cleaned text or the messages of product rule "Reviews and tips". */
export function validateTip(text: string | null | undefined): { value: string; errors: string[] } {
  const value = (text ?? '').trim();
  const errors: string[] = [];
  if (value.length < TIP_LIMITS.textMin) errors.push(TIP_MESSAGES.empty);
  if (value.length > TIP_LIMITS.textMax) errors.push(TIP_MESSAGES.tooLong);
  return { value, errors };
}
