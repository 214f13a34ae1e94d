import { t } from '@lingui/core/macro';
import { ERROR_SCREEN_TEXTS, type ErrorScreenTexts } from '@snap/ui';
import { catalogsComplete } from '../../lib/i18n/i18n';

/** The shared render-failure screen's words in the page's language (the English ones are the
 * spec's, as @snap/ui writes them). Called when a screen shows, so the active language applies. */
export function errorScreenTexts(): ErrorScreenTexts {
  // A failure before the other pages' messages arrived (offline, a failed download) says it in English.
  if (!catalogsComplete()) return ERROR_SCREEN_TEXTS;
  return {
    title: t`Something went wrong`,
    body: t`We're sorry, but something unexpected happened. Please try refreshing the page.`,
    retry: t`Try Again`,
    reload: t`Reload Page`,
  };
}
