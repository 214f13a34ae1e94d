import { defineMessages } from '../i18n/message';

/** What a person reads about their session: the gateway's guards and the identity service say the
 * same words. */
export const SESSION_MESSAGES = defineMessages('session', {
  expired: 'Your session has expired. Please sign in again.',
  gone: 'This session has already ended.',
});
