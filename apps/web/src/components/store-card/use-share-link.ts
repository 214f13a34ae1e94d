import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useToast } from '../../lib/toast';

/** The 'Copied!' state lasts 2 seconds. */
export const COPIED_STATE_MS = 2_000;

/** Device share sheet when there is one, otherwise the link is copied (the store page's button and the
 * card's light one share it). */
export function useShareLink(url: string, title: string) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        toast(t`Shared successfully!`);
        return;
      } catch (error) {
        // The person closed the sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast(t`Link copied!`);
    } catch {
      toast({
        title: t`Copy failed`,
        description: t`Unable to copy link to clipboard.`,
        variant: 'error',
      });
    }
  };
  return { share, copied, label: copied ? t`Copied!` : t`Share` };
}
