import { USDA_STATES } from '@snap/domain';
import { UsdaRequestError, type UsdaScope } from './usda-retailer-service.port';

/** The State values USDA's retailer data uses (see USDA_STATES). */
export const USDA_STATE_CODES: readonly string[] = Object.keys(USDA_STATES);

const KNOWN_CODES = new Set(USDA_STATE_CODES);

/** The scope's states, upper-cased and deduplicated in the order given, or 'all'; refuses what USDA does not use. */
export function scopeStates(scope: UsdaScope): string[] | 'all' {
  if (scope.states === 'all') return 'all';
  if (!Array.isArray(scope.states) || scope.states.length === 0)
    throw new UsdaRequestError(
      'A sync of USDA retailers needs at least one state, or "all" for the whole country',
    );
  const states = [...new Set(scope.states.map((state) => String(state).trim().toUpperCase()))];
  const unknown = states.filter((state) => !KNOWN_CODES.has(state));
  if (unknown.length > 0)
    throw new UsdaRequestError(
      `USDA lists no stores under ${unknown.map((state) => `"${state}"`).join(', ')}: use two-letter codes of the 50 states, DC, PR, GU, VI, AS or MP`,
    );
  return states;
}

/** The query's `where`: 1=1, State='GA' or State IN ('GA','AL'), each code quoted (codes are checked
 * letters already; the quote doubling keeps it safe if that ever changes). */
export function whereClause(scope: UsdaScope): string {
  const states = scopeStates(scope);
  if (states === 'all') return '1=1';
  const quoted = states.map((state) => `'${state.replace(/'/g, "''")}'`);
  return quoted.length === 1 ? `State=${quoted[0]}` : `State IN (${quoted.join(',')})`;
}

/** "GA", "GA, AL" or "the whole country", for messages. */
export function describeScope(scope: UsdaScope): string {
  const states = scopeStates(scope);
  return states === 'all' ? 'the whole country' : states.join(', ');
}
