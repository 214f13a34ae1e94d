import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { isPartialZip } from '@snap/domain';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/layouts/breadcrumbs';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { KEEP_SCROLL, type KeepScrollState } from '../../../hooks/use-scroll-memory';
import { invalidZipText } from '../../../lib/domain-texts';
import { reportPageStatus } from '../../../lib/server-page';
import { paramsFromSearch, searchFromParams } from '../utils/search-variables';
import { SHOWING_FIRST_LIMIT } from '../utils/sort-results';
import { SearchScreen, type AppliedSearch } from './search-screen';

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
      // The results shown stay while the search is the same; another search starts again at 50.
      const same =
        search.query === initial.query &&
        search.location === initial.location &&
        search.category === initial.category &&
        search.radius === initial.radius;
      const next = paramsFromSearch({
        ...search,
        shown: same ? initial.shown : SHOWING_FIRST_LIMIT,
      }).toString();
      if (next !== current) setParams(next, { replace: true, state: KEEP_SCROLL });
    },
    [
      current,
      setParams,
      initial.query,
      initial.location,
      initial.category,
      initial.radius,
      initial.shown,
    ],
  );
  const paging = useMemo(
    () => ({
      shown: initial.shown,
      hrefFor: (count: number) => `?${paramsFromSearch({ ...initial, shown: count }).toString()}`,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's parameters are the inputs
    [current],
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
          {invalidZipText()}
        </Alert>
      )}
      <SearchScreen
        key={screenKey}
        initialQuery={initial.query}
        initialLocation={initial.location}
        initialCategory={initial.category}
        initialRadius={initial.radius}
        onSearchChange={onSearchChange}
        paging={paging}
      />
    </>
  );
}
