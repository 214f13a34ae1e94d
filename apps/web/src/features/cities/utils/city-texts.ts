import { t } from '@lingui/core/macro';
import type { CityPage } from '@snap/domain';

/** How many ZIP codes the description names (as the domain's CITY_PAGES description does). */
const DESCRIPTION_ZIPS = 5;

/** The city page's description in the active language; in English, word for word the domain's
 * `description` (city-texts.spec.ts holds them equal). */
export function cityDescription(city: CityPage): string {
  const { name, state } = city;
  const zips = city.zipCodes.slice(0, DESCRIPTION_ZIPS).join(', ');
  return t`Find grocery stores, supermarkets, corner stores and farmers markets that accept SNAP/EBT in ${name}, ${state} — including ZIP codes ${zips}.`;
}
