import { t } from '@lingui/core/macro';
import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { useShareLink } from './use-share-link';

/** Device share sheet when there is one, otherwise the link is copied. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { share, label } = useShareLink(url, title);
  return (
    <Button size="small" startIcon={<ShareIcon />} onClick={share} aria-label={t`Share ${title}`}>
      {label}
    </Button>
  );
}
