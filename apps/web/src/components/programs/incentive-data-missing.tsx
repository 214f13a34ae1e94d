import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '../feedback/light-feedback';
import { useCatalogCoverage } from '../../lib/catalog-coverage';

export const INCENTIVE_DATA_MISSING = msg`This site has no incentive data yet: the USDA files its stores were loaded from do not say which stores offer extra for fruits & vegetables.`;

/** True when the catalog holds no incentive data at all (files without USDA's incentive field); false
 * while the answer is unknown, so nothing is claimed before it. */
export function useIncentiveDataMissing(): boolean {
  const coverage = useCatalogCoverage();
  return coverage.data?.incentiveProgramsKnown === false;
}

/** Said instead of "0 stores" when the incentive filter is on and the catalog has no data for it. */
export function IncentiveDataMissing() {
  const { i18n } = useLingui();
  return <Notice severity="info">{i18n._(INCENTIVE_DATA_MISSING)}</Notice>;
}
