import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useToast } from '../../../lib/toast';
import { shareLinks } from '../utils/share-links';

/** Share on Twitter, Facebook, LinkedIn, by e-mail or text message, or copy the link ('Link copied!'). */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(t`Link copied!`);
    } catch {
      toast({
        title: t`Copy failed`,
        description: t`Unable to copy link to clipboard.`,
        variant: 'error',
      });
    }
  };
  return (
    <Box
      component="nav"
      aria-label={t`Share this article`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}
    >
      {shareLinks(url, title).map(({ label, href, external }) => (
        <Button
          key={href}
          size="small"
          variant="outlined"
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          aria-label={t`Share on ${label}`}
        >
          {label}
        </Button>
      ))}
      <Button size="small" variant="outlined" onClick={copy}>
        {t`Copy link`}
      </Button>
    </Box>
  );
}
