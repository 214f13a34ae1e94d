import { t } from '@lingui/core/macro';
import {
  delistedCardText,
  delistedExplanation,
  delistedPageText,
  usdaDate,
} from '../../lib/usda-dates';

// Apart from usda-dates.ts (in the first screen's code and catalog): only store cards and pages say
// these, and they come with the other pages.

/** A closed store as its page and cards word it: who closed it (the site's editors, or USDA's list). */
interface ClosedStore {
  delisted_on?: string | null;
  closed_by_editors_on?: string | null;
}

/** The store page's notice for a closed store: the editors' plain words, or USDA's. */
export function closedPageText(store: ClosedStore): string {
  if (store.closed_by_editors_on === undefined || store.closed_by_editors_on === null)
    return delistedPageText(store.delisted_on);
  const date = usdaDate(store.closed_by_editors_on);
  return date ? t`Closed by this site's editors since ${date}` : t`Closed by this site's editors`;
}

/** Under that notice: what it means for a shopper. */
export function closedExplanation(store: ClosedStore): string {
  if (store.closed_by_editors_on === undefined || store.closed_by_editors_on === null)
    return delistedExplanation(store.delisted_on);
  return t`This site's editors closed this store's listing: it no longer appears in search, and its reviews and tips stay here. Ask the store before you shop.`;
}

/** The shorter mark on a favorite's card. */
export function closedCardText(store: ClosedStore): string {
  return store.closed_by_editors_on ? closedPageText(store) : delistedCardText(store.delisted_on);
}
