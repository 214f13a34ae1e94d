import { Trans, useLingui } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Notice } from '../feedback/light-feedback';
import { useCatalogCoverage } from '../../lib/catalog-coverage';
import {
  coveredStateNames,
  uncoveredState,
  USDA_RETAILER_LOCATOR_URL,
} from '../../lib/coverage-text';
import { usdaDate } from '../../lib/usda-dates';

/**
 * Said above the results of a search, ZIP or city page whose place is in a state the catalog does not
 * cover: which states it does cover and where USDA lists every store (the farmers markets found from
 * USDA's national list may still be listed below), and whether USDA's national list is being read (a
 * first start's refresh). Nothing while the state or the coverage is unknown.
 */
export function CoverageNotice({ state }: { state: string | null | undefined }) {
  const { t } = useLingui();
  const coverage = useCatalogCoverage();
  const place = uncoveredState(coverage.data, state);
  if (!coverage.data || !place) return null;
  const covered = coverage.data.covered;
  const asOf = covered.length === 1 ? usdaDate(covered[0].asOf) : null;
  const name = place.name;
  const states = coveredStateNames(coverage.data);
  const started = usdaDate(coverage.data.nationalRefreshStartedAt?.slice(0, 10));
  return (
    <Notice severity="info">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t`This site does not cover ${name} yet`}
      </Typography>
      <Typography variant="body2">
        {covered.length === 0
          ? t`It does not hold USDA's complete list of SNAP stores for any state yet.`
          : asOf
            ? t`It holds USDA's complete list of SNAP stores for ${states} only (list of ${asOf}).`
            : t`It holds USDA's complete list of SNAP stores for ${states} only.`}{' '}
        <Trans>
          In {name} it lists only farmers markets from USDA's national list. For every store that
          accepts SNAP in {name}, use{' '}
          <Link href={USDA_RETAILER_LOCATOR_URL} target="_blank" rel="noopener noreferrer">
            USDA's SNAP Retailer Locator
          </Link>
          .
        </Trans>
      </Typography>
      {started && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t`This site is reading USDA's national list of SNAP stores now (since ${started}).`}
        </Typography>
      )}
    </Notice>
  );
}
