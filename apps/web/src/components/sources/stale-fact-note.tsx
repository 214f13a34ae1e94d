import { Trans } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { factSourceUrl, isFactOutOfDate } from '@snap/domain';

/** Under a fact last checked more than two years ago: it may be out of date, and where to check it
 * (a link when its source names a web address). Nothing for a recent fact. */
export function StaleFactNote({
  checkedOn,
  source,
  now,
}: {
  checkedOn: string;
  source: string;
  /** Today, for a test; the clock otherwise. */
  now?: Date;
}) {
  if (!isFactOutOfDate(checkedOn, now)) return null;
  const url = factSourceUrl(source);
  return (
    <Typography variant="body2" color="warning.dark" sx={{ wordBreak: 'break-word' }} role="note">
      <Trans>This may be out of date: it was last checked more than two years ago.</Trans>{' '}
      {url ? (
        <Link href={url} target="_blank" rel="noopener noreferrer">
          <Trans>Check the source</Trans>
        </Link>
      ) : (
        <Trans>Check the source: {source}</Trans>
      )}
    </Typography>
  );
}
