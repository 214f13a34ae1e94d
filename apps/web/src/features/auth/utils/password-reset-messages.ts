import { t } from '@lingui/core/macro';

/** The words of the 'Forgot password?' screens (product rule "Forgot password", in the style of the
 * other screens), read when shown so they follow the page's language. */
export const RESET_SCREEN_MESSAGES = {
  get requestTitle() {
    return t`Forgot password?`;
  },
  get requestIntro() {
    return t`Enter the email you signed up with. We'll send you a link to choose a new password.`;
  },
  get requestButton() {
    return t`Send Reset Link`;
  },
  get sentTitle() {
    return t`Check your email`;
  },
  // The same whether or not the address has an account.
  get sent() {
    return t`If an account exists for this email, we sent a link to choose a new password. Please check your email.`;
  },
  get sentNote() {
    return t`The link works for 1 hour and only once.`;
  },
  get resetTitle() {
    return t`Choose a new password`;
  },
  get resetIntro() {
    return t`Choosing a new password signs you out on every device.`;
  },
  get resetButton() {
    return t`Save New Password`;
  },
  get resetDoneTitle() {
    return t`Password changed`;
  },
  get resetDone() {
    return t`Your password has been changed. Please sign in with your new password.`;
  },
  get resetFailedTitle() {
    return t`Error resetting password`;
  },
  get missingToken() {
    return t`This password reset link is invalid or has expired. Please ask for a new one.`;
  },
  get askAgain() {
    return t`Ask for a new link`;
  },
  get backToSignIn() {
    return t`Back to sign in`;
  },
  get tryLater() {
    return t`Please try again later.`;
  },
};
