import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { domainText } from '../../../lib/domain-texts';
import { GraphQLRequestError } from '@snap/api-client';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  FULL_NAME_PATTERN,
  INVALID_EMAIL_MESSAGE,
  isEmailAddress,
  validatePasswordChange,
  messageId,
} from '@snap/domain';

/** The account rules' messages (the domain's, which the server words too), checked in the browser before
 * the server is asked. auth-validation.spec.ts holds each English message equal to the domain's. */
export const ACCOUNT_TEXTS: Record<string, MessageDescriptor> = {
  [messageId(ACCOUNT_MESSAGES, 'invalidEmail')]: msg`Please enter a valid email address`,
  [messageId(ACCOUNT_MESSAGES, 'emailTooLong')]: msg`Email must be less than 255 characters`,
  [messageId(ACCOUNT_MESSAGES, 'passwordTooShort')]: msg`Password must be at least 8 characters`,
  [messageId(ACCOUNT_MESSAGES, 'passwordTooLong')]: msg`Password must be less than 128 characters`,
  [messageId(ACCOUNT_MESSAGES, 'passwordRequired')]: msg`Password is required`,
  [messageId(ACCOUNT_MESSAGES, 'fullNameRequired')]: msg`Full name is required`,
  [messageId(ACCOUNT_MESSAGES, 'fullNameTooLong')]: msg`Name must be less than 100 characters`,
  [messageId(ACCOUNT_MESSAGES, 'fullNameCharacters')]:
    msg`Name can only contain letters, spaces, apostrophes, and hyphens`,
  [messageId(ACCOUNT_MESSAGES, 'alreadyRegistered')]:
    msg`An account with this email already exists. Please sign in instead.`,
  [messageId(ACCOUNT_MESSAGES, 'badCredentials')]:
    msg`Invalid email or password. Please try again.`,
  [messageId(ACCOUNT_MESSAGES, 'signUpSuccess')]:
    msg`Account created successfully! Please check your email to verify your account.`,
  [messageId(ACCOUNT_MESSAGES, 'signInSuccess')]: msg`Welcome back! Great to see you again.`,
  [messageId(ACCOUNT_MESSAGES, 'passwordMismatchTitle')]: msg`Password mismatch`,
  [messageId(ACCOUNT_MESSAGES, 'passwordMismatch')]: msg`Please make sure both passwords match.`,
  [messageId(ACCOUNT_MESSAGES, 'passwordTooShortTitle')]: msg`Password too short`,
  [messageId(ACCOUNT_MESSAGES, 'passwordTooShortLong')]:
    msg`Password must be at least 8 characters long.`,
  // Checked by the server only (its list of breached passwords is not sent to the browser).
  [messageId(ACCOUNT_MESSAGES, 'passwordCommonTitle')]: msg`Password too common`,
  [messageId(ACCOUNT_MESSAGES, 'passwordCommon')]:
    msg`This password is one of the most common ones, found in data breaches. Please choose a different password.`,
};
const accountText = (text: string) => domainText(text, ACCOUNT_TEXTS);

// Read when shown, so in the page's language (the domain's spec texts through domainText).
export const AUTH_MESSAGES = {
  get invalidEmail() {
    return accountText(ACCOUNT_MESSAGES.invalidEmail);
  },
  get alreadyRegistered() {
    return accountText(ACCOUNT_MESSAGES.alreadyRegistered);
  },
  get badCredentials() {
    return accountText(ACCOUNT_MESSAGES.badCredentials);
  },
  get unexpected() {
    return t`An unexpected error occurred. Please try again.`;
  },
  get welcomeBack() {
    return accountText(ACCOUNT_MESSAGES.signInSuccess);
  },
  get accountCreated() {
    return accountText(ACCOUNT_MESSAGES.signUpSuccess);
  },
  get guestWelcome() {
    return t`Welcome! You can browse stores as a guest.`;
  },
};

/** The profile area's form messages (accounts spec sections 4 and 8), shown by the first toast system. */
export const PROFILE_FORM_MESSAGES = {
  get missingTitle() {
    return t`Missing information`;
  },
  get missingDescription() {
    return t`Please enter both email and password.`;
  },
  get signInFailed() {
    return t`Sign in failed`;
  },
  get signUpFailed() {
    return t`Sign up failed`;
  },
  get genericTitle() {
    return t`An error occurred`;
  },
  get genericDescription() {
    return t`Please try again later.`;
  },
};

/** The API's maximum lengths for the account fields; the inputs stop there. */
export const AUTH_INPUT_LIMITS = {
  emailMax: ACCOUNT_LIMITS.emailMax,
  passwordMax: ACCOUNT_LIMITS.passwordMax,
  fullNameMax: ACCOUNT_LIMITS.fullNameMax,
} as const;

/** Profile-area failure: 'Sign in failed' / 'Sign up failed' with the server's message, or the generic pair. */
export function profileFormFailure(
  mode: 'signin' | 'signup',
  error: unknown,
): { title: string; description: string } {
  if (
    error instanceof GraphQLRequestError &&
    error.message &&
    error.status !== 0 &&
    !error.codes.includes('INTERNAL_SERVER_ERROR')
  ) {
    return {
      title:
        mode === 'signin' ? PROFILE_FORM_MESSAGES.signInFailed : PROFILE_FORM_MESSAGES.signUpFailed,
      description: error.message,
    };
  }
  return {
    title: PROFILE_FORM_MESSAGES.genericTitle,
    description: PROFILE_FORM_MESSAGES.genericDescription,
  };
}

export const PASSWORD_MIN = ACCOUNT_LIMITS.passwordMin;

/** The sign-up / sign-in rules (product rule "Sign-up and sign-in"); an empty list means valid. */
export function validateAuthForm(
  mode: 'signin' | 'signup',
  values: { email: string; password: string; fullName: string },
): string[] {
  const errors: string[] = [];
  const email = values.email.trim();
  if (!isEmailAddress(email)) errors.push(INVALID_EMAIL_MESSAGE);
  else if (email.length > ACCOUNT_LIMITS.emailMax) errors.push(ACCOUNT_MESSAGES.emailTooLong);
  if (mode === 'signup') {
    if (values.password.length < PASSWORD_MIN) errors.push(ACCOUNT_MESSAGES.passwordTooShort);
  } else if (values.password.length < 1) errors.push(ACCOUNT_MESSAGES.passwordRequired);
  if (values.password.length > ACCOUNT_LIMITS.passwordMax)
    errors.push(ACCOUNT_MESSAGES.passwordTooLong);
  if (mode === 'signup') {
    const name = values.fullName.trim();
    if (name.length < 1) errors.push(ACCOUNT_MESSAGES.fullNameRequired);
    else if (name.length > ACCOUNT_LIMITS.fullNameMax)
      errors.push(ACCOUNT_MESSAGES.fullNameTooLong);
    else if (!FULL_NAME_PATTERN.test(name)) errors.push(ACCOUNT_MESSAGES.fullNameCharacters);
  }
  return errors.map(accountText);
}

/** The new-password rules (the domain's validatePasswordChange), worded in the page's language. */
export function passwordChangeProblem(
  password: string,
  confirmPassword: string,
): { title: string; message: string } | null {
  const problem = validatePasswordChange(password, confirmPassword);
  return problem && { title: accountText(problem.title), message: accountText(problem.message) };
}

/** Server answers onto the auth page's messages. */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return AUTH_MESSAGES.unexpected;
  const message = error.message.toLowerCase();
  if (message.includes('already')) return AUTH_MESSAGES.alreadyRegistered;
  if (
    error.codes.includes('UNAUTHENTICATED') ||
    message.includes('invalid email or password') ||
    message.includes('invalid credentials')
  ) {
    return AUTH_MESSAGES.badCredentials;
  }
  if (error.status === 0 || error.codes.includes('INTERNAL_SERVER_ERROR'))
    return AUTH_MESSAGES.unexpected;
  return error.message || AUTH_MESSAGES.unexpected;
}
