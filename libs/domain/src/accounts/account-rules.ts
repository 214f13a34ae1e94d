import { defineMessages } from '../i18n/message';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from './email';

/** Account rules and the exact messages of the accounts spec (section 5 and 8). Shared by the web
 * forms and the identity service, so both say the same thing. */
export const ACCOUNT_LIMITS = {
  emailMax: 255,
  // 8, not the original 6 (ASVS 5.0 6.2.1): a declared departure, product rule "Sign-up and sign-in".
  // Only new passwords are held to it; existing ones sign in until they are changed.
  passwordMin: 8,
  passwordMax: 128,
  fullNameMax: 100,
} as const;

export const ACCOUNT_MESSAGES = defineMessages('account', {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  emailTooLong: 'Email must be less than 255 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be less than 128 characters',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Name must be less than 100 characters',
  fullNameCharacters: 'Name can only contain letters, spaces, apostrophes, and hyphens',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  badCredentials: 'Invalid email or password. Please try again.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'The current password is not correct. Your password was not changed.',
  passwordMismatchTitle: 'Password mismatch',
  passwordMismatch: 'Please make sure both passwords match.',
  passwordTooShortTitle: 'Password too short',
  passwordTooShortLong: 'Password must be at least 8 characters long.',
  /** A new password found in the bundled list of common breached passwords (ASVS 5.0 6.2.4). */
  passwordCommon:
    'This password is one of the most common ones, found in data breaches. Please choose a different password.',
  passwordCommonTitle: 'Password too common',
  notAuthenticated: 'User not authenticated',
  notPermitted: 'You do not have permission to do this.',
  signUpSuccess: 'Account created successfully! Please check your email to verify your account.',
  signInSuccess: 'Welcome back! Great to see you again.',
});

/** Letters (any script), spaces, apostrophes and hyphens. */
export const FULL_NAME_PATTERN = /^[\p{L}\s'-]+$/u;

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

/** Whether a password is in a list of common breached passwords. The identity service passes its
 * bundled list; the browser does not carry it (the server's answer says so). */
export type CommonPasswordCheck = (password: string) => boolean;

/** Trims and validates a sign-up; returns the cleaned values or every failed rule's message. */
export function validateSignUp(
  input: SignUpInput,
  isCommonPassword?: CommonPasswordCheck,
): { value: SignUpInput; errors: string[] } {
  const email = input.email.trim().toLowerCase();
  const fullName = input.fullName.trim();
  const errors = [...emailErrors(email)];
  if (input.password.length < ACCOUNT_LIMITS.passwordMin)
    errors.push(ACCOUNT_MESSAGES.passwordTooShort);
  else if (input.password.length > ACCOUNT_LIMITS.passwordMax)
    errors.push(ACCOUNT_MESSAGES.passwordTooLong);
  else if (isCommonPassword?.(input.password)) errors.push(ACCOUNT_MESSAGES.passwordCommon);
  if (fullName.length < 1) errors.push(ACCOUNT_MESSAGES.fullNameRequired);
  else {
    if (fullName.length > ACCOUNT_LIMITS.fullNameMax) errors.push(ACCOUNT_MESSAGES.fullNameTooLong);
    if (!FULL_NAME_PATTERN.test(fullName)) errors.push(ACCOUNT_MESSAGES.fullNameCharacters);
  }
  return { value: { email, password: input.password, fullName }, errors };
}

export function validateSignIn(input: { email: string; password: string }): {
  value: { email: string; password: string };
  errors: string[];
} {
  const email = input.email.trim().toLowerCase();
  const errors = [...emailErrors(email)];
  if (input.password.length < 1) errors.push(ACCOUNT_MESSAGES.passwordRequired);
  if (input.password.length > ACCOUNT_LIMITS.passwordMax)
    errors.push(ACCOUNT_MESSAGES.passwordTooLong);
  return { value: { email, password: input.password }, errors };
}

/** The password change form: both fields match, at least 8 characters, and (on the server) not a
 * common breached password. */
export function validatePasswordChange(
  password: string,
  confirmPassword: string,
  isCommonPassword?: CommonPasswordCheck,
): { title: string; message: string } | null {
  if (password !== confirmPassword)
    return {
      title: ACCOUNT_MESSAGES.passwordMismatchTitle,
      message: ACCOUNT_MESSAGES.passwordMismatch,
    };
  if (password.length < ACCOUNT_LIMITS.passwordMin)
    return {
      title: ACCOUNT_MESSAGES.passwordTooShortTitle,
      message: ACCOUNT_MESSAGES.passwordTooShortLong,
    };
  if (password.length > ACCOUNT_LIMITS.passwordMax)
    return {
      title: ACCOUNT_MESSAGES.passwordTooShortTitle,
      message: ACCOUNT_MESSAGES.passwordTooLong,
    };
  if (isCommonPassword?.(password))
    return {
      title: ACCOUNT_MESSAGES.passwordCommonTitle,
      message: ACCOUNT_MESSAGES.passwordCommon,
    };
  return null;
}

function emailErrors(email: string): string[] {
  const errors: string[] = [];
  if (!isEmailAddress(email)) errors.push(ACCOUNT_MESSAGES.invalidEmail);
  if (email.length > ACCOUNT_LIMITS.emailMax) errors.push(ACCOUNT_MESSAGES.emailTooLong);
  return errors;
}
