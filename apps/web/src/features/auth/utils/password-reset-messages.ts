/** The words of the 'Forgot password?' screens (product rule "Forgot password", in the style of the other screens). */
export const RESET_SCREEN_MESSAGES = {
  requestTitle: 'Forgot password?',
  requestIntro:
    "Enter the email you signed up with. We'll send you a link to choose a new password.",
  requestButton: 'Send Reset Link',
  sentTitle: 'Check your email',
  // The same whether or not the address has an account.
  sent: 'If an account exists for this email, we sent a link to choose a new password. Please check your email.',
  sentNote: 'The link works for 1 hour and only once.',
  resetTitle: 'Choose a new password',
  resetIntro: 'Choosing a new password signs you out on every device.',
  resetButton: 'Save New Password',
  resetDoneTitle: 'Password changed',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
  resetFailedTitle: 'Error resetting password',
  missingToken: 'This password reset link is invalid or has expired. Please ask for a new one.',
  askAgain: 'Ask for a new link',
  backToSignIn: 'Back to sign in',
  forgotLink: 'Forgot password?',
  tryLater: 'Please try again later.',
} as const;
