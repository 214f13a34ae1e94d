const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'July 29, 2026' from USDA's 'YYYY-MM-DD': read as a calendar date, never through a time zone, so
 * no visitor sees the day before. Anything else gives null (nothing is shown). */
export function usdaDate(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return null;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  const dayNumber = Number(day);
  if (!name || dayNumber < 1 || dayNumber > 31) return null;
  return `${name} ${dayNumber}, ${year}`;
}

export function listedOnText(listedOn: string | null | undefined): string | null {
  const date = usdaDate(listedOn);
  return date && `On USDA's SNAP retailer list as of ${date}`;
}

/** The store page's prominent notice for a store USDA's newest complete list no longer has. */
export function delistedPageText(delistedOn: string | null | undefined): string {
  const date = usdaDate(delistedOn);
  return date
    ? `No longer on USDA's list of SNAP retailers since ${date}`
    : "No longer on USDA's list of SNAP retailers";
}

/** Under that notice: what it means for a shopper. */
export function delistedExplanation(delistedOn: string | null | undefined): string {
  const date = usdaDate(delistedOn);
  return `USDA's ${date ? `list of ${date}` : 'newest list'} of stores that accept SNAP no longer has it, so it may not take EBT any more. Ask the store before you shop.`;
}

/** The shorter mark on a favorite's card. */
export function delistedCardText(delistedOn: string | null | undefined): string {
  const date = usdaDate(delistedOn);
  return date ? `No longer on USDA's list since ${date}` : "No longer on USDA's list";
}

export function isDelisted(store: { status: string }): boolean {
  return store.status === 'closed';
}
