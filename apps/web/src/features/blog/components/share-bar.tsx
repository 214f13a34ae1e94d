import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useToast } from '../../../lib/toast';
import { shareLinks } from '../utils/share-links';

/** Share on Twitter, Facebook, LinkedIn, by e-mail or text message, or copy the link ('Link copied!'). */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast('Link copied!');
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Unable to copy link to clipboard.',
        variant: 'error',
      });
    }
  };
  return (
    <Box
      component="nav"
      aria-label="Share this article"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}
    >
      {shareLinks(url, title).map((link) => (
        <Button
          key={link.label}
          size="small"
          variant="outlined"
          href={link.href}
          {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          aria-label={`Share on ${link.label}`}
        >
          {link.label}
        </Button>
      ))}
      <Button size="small" variant="outlined" onClick={copy}>
        Copy link
      </Button>
    </Box>
  );
}
