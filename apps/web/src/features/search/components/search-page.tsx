import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { INVALID_ZIP_MESSAGE, isPartialZip } from '@snap/domain';
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/layouts/breadcrumbs';
import { usePageMeta } from '../../../hooks/use-page-meta';
import type { KeepScrollState } from '../../../hooks/use-scroll-memory';
import { domainText } from '../../../lib/domain-texts';
import { reportPageStatus } from '../../../lib/server-page';
import { paramsFromSearch, searchFromParams } from '../utils/search-variables';
import { SearchScreen, type AppliedSearch } from './search-screen';

const KEEP_SCROLL: KeepScrollState = { keepScroll: true };

/** /search?q=&location=&type=&radius=: every search the screen runs is written into the address (in
 * place), so Back, a reload and a shared link show it again. A link to /search from elsewhere starts
 * a new screen. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const initial = searchFromParams(params);
  // A location of digits that is not five of them (e.g. "303") is a mistyped ZIP: said, and the server
  // answers 400 for it.
  const invalidZip = isPartialZip(initial.location);
  if (invalidZip) reportPageStatus(400);
  // The screen's own address updates keep the screen (and what is typed in it); any other arrival
  // at /search starts it afresh.
  const [screenKey, setScreenKey] = useState(location.key);
  const ownUpdate = (location.state as Partial<KeepScrollState> | null)?.keepScroll;
  if (!ownUpdate && screenKey !== location.key) setScreenKey(location.key);
  const current = params.toString();
  const onSearchChange = useCallback(
    (search: AppliedSearch) => {
      const next = paramsFromSearch(search).toString();
      if (next !== current) setParams(next, { replace: true, state: KEEP_SCROLL });
    },
    [current, setParams],
  );
  const { t } = useLingui();
  usePageMeta({
    title: t`Find SNAP/EBT Stores | SNAP/EBT Store Finder`,
    description: t`Search SNAP/EBT-accepting stores by name, city, state or ZIP code, and filter by grocery, corner stores, hot meals and farmers markets.`,
    canonicalPath: '/search',
  });
  return (
    <>
      <Breadcrumbs />
      <Typography component="h1" variant="h4" sx={{ mb: 2, fontSize: { xs: 26, md: 34 } }}>
        <Trans>Find SNAP/EBT Stores</Trans>
      </Typography>
      {invalidZip && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {domainText(INVALID_ZIP_MESSAGE)}
        </Alert>
      )}
      <SearchScreen
        key={screenKey}
        initialQuery={initial.query}
        initialLocation={initial.location}
        initialCategory={initial.category}
        initialRadius={initial.radius}
        onSearchChange={onSearchChange}
      />
    </>
  );
}
