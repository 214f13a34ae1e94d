import { GraphQLRequestError } from '@snap/api-client';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  FULL_NAME_PATTERN,
  INVALID_EMAIL_MESSAGE,
  isEmailAddress,
} from '@snap/domain';

export const AUTH_MESSAGES = {
  alreadyRegistered: ACCOUNT_MESSAGES.alreadyRegistered,
  badCredentials: ACCOUNT_MESSAGES.badCredentials,
  unexpected: 'An unexpected error occurred. Please try again.',
  welcomeBack: ACCOUNT_MESSAGES.signInSuccess,
  accountCreated: ACCOUNT_MESSAGES.signUpSuccess,
  guestWelcome: 'Welcome! You can browse stores as a guest.',
} as const;

/** The profile area's form messages (accounts spec sections 4 and 8), shown by the first toast system. */
export const PROFILE_FORM_MESSAGES = {
  missingTitle: 'Missing information',
  missingDescription: 'Please enter both email and password.',
  signInFailed: 'Sign in failed',
  signUpFailed: 'Sign up failed',
  genericTitle: 'An error occurred',
  genericDescription: 'Please try again later.',
} as const;

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
  return errors;
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
