import { GraphQLRequestError } from '@snap/api-client';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '@snap/domain';

export const AUTH_MESSAGES = {
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  badCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  welcomeBack: 'Welcome back! Great to see you again.',
  accountCreated: 'Account created successfully! Please check your email to verify your account.',
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
export const AUTH_INPUT_LIMITS = { emailMax: 255, passwordMax: 128, fullNameMax: 100 } as const;

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

export const PASSWORD_MIN = 6;
const NAME_PATTERN = /^[\p{L}\s'-]+$/u;

/** The spec's sign-up / sign-in rules; an empty list means valid. */
export function validateAuthForm(
  mode: 'signin' | 'signup',
  values: { email: string; password: string; fullName: string },
): string[] {
  const errors: string[] = [];
  const email = values.email.trim();
  if (!isEmailAddress(email)) errors.push(INVALID_EMAIL_MESSAGE);
  else if (email.length > 255) errors.push('Email must be less than 255 characters');
  if (mode === 'signup') {
    if (values.password.length < PASSWORD_MIN)
      errors.push('Password must be at least 6 characters');
  } else if (values.password.length < 1) errors.push('Password is required');
  if (values.password.length > 128) errors.push('Password must be less than 128 characters');
  if (mode === 'signup') {
    const name = values.fullName.trim();
    if (name.length < 1) errors.push('Full name is required');
    else if (name.length > 100) errors.push('Name must be less than 100 characters');
    else if (!NAME_PATTERN.test(name))
      errors.push('Name can only contain letters, spaces, apostrophes, and hyphens');
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
