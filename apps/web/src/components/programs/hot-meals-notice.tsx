import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { programTextsIn, restaurantMealsStates, USDA_STATES } from '@snap/domain';
import { request } from '../../lib/api-client';
import { i18n } from '../../lib/i18n/i18n';
import { usePlaceState } from '../../lib/place-state';
import { useProgramTexts } from '../../lib/program-texts';
import { FactCredit } from './fact-credit';
import { Written } from '../sources/written-text';

const StateAtDocument = graphql(`
  query StateAt($lat: Float!, $lng: Float!) {
    reverseGeocode(lat: $lat, lng: $lng) {
      state
    }
  }
`);

/** Where the visitor searches: a ZIP they typed, else their position; or the state itself when the
 * page already knows it (the search page has geocoded the place it searches). */
export interface SearchPlace {
  zip: string | null;
  coords: { lat: number; lng: number } | null;
  state?: string | null;
}

function useSearchState(place: SearchPlace | undefined): string | null {
  const known = place?.state ?? null;
  const zipState = usePlaceState(known ? null : (place?.zip ?? null));
  const coords = known || place?.zip ? null : (place?.coords ?? null);
  const positionState = useQuery({
    queryKey: ['place-state-at', coords?.lat.toFixed(2), coords?.lng.toFixed(2)],
    queryFn: async ({ signal }) =>
      (await request(StateAtDocument, coords as { lat: number; lng: number }, { signal }))
        .reverseGeocode?.state ?? null,
    enabled: coords !== null,
    staleTime: 60 * 60_000,
  });
  if (known) return known.toUpperCase();
  return place?.zip ? (zipState.data ?? null) : (positionState.data ?? null);
}

const listStates = (codes: string[]) => {
  const names = codes.map((code) => USDA_STATES[code] ?? code);
  if (names.length <= 1) return names.join('');
  const first = names.slice(0, -1).join(', ');
  const last = names[names.length - 1];
  return i18n._(msg`${first} and ${last}`);
};

/**
 * The Hot Meals (RMP) state warning, worded from the program texts: the states that run it (from the
 * facts, dated and sourced) and who may use it; where the visitor searches, whether that state runs it
 * and, when it does not, what to do instead.
 */
export function HotMealsNotice({ place }: { place?: SearchPlace }) {
  const { t } = useLingui();
  const texts = useProgramTexts();
  const state = useSearchState(place);
  if (!texts.data)
    return (
      <Typography variant="body2">
        <Trans>Loading where hot meals are sold…</Trans>
      </Typography>
    );
  const runIn = restaurantMealsStates(texts.data);
  const where = texts.data.filter((t) => t.kind === 'restaurant-meals' && !t.everyState);
  const who = programTextsIn(texts.data, 'restaurant-meals', state ?? '').filter(
    (t) => t.everyState,
  );
  const stateName = state ? (USDA_STATES[state] ?? state) : null;
  const runsHere = state ? runIn.includes(state) : null;
  const states = listStates(runIn);
  return (
    <Box>
      {runsHere === false ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t`${stateName} does not run the Restaurant Meals Program, so SNAP cannot buy hot, prepared meals at restaurants there. What to do instead: buy groceries and cold food with SNAP at the stores under Grocery Store, Corner Stores and Farmer's Market, and ask your state SNAP office whether it plans to join (each state chooses).`}
        </Typography>
      ) : runsHere ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t`${stateName} runs the Restaurant Meals Program: the restaurants USDA approved for it are listed here.`}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: runsHere === null ? 0 : 0.5 }}>
        {t`Hot Meals (RMP) is only available in some states: ${states}.`}
      </Typography>
      {where.map((fact) => (
        <FactCredit key={fact.id} fact={fact} />
      ))}
      {who.map((fact) => (
        <Box key={fact.id} sx={{ mt: 0.5 }}>
          <Typography variant="body2">
            <Written english={fact.text} spanish={fact.textEs} />
          </Typography>
          <FactCredit fact={fact} />
        </Box>
      ))}
    </Box>
  );
}

export default HotMealsNotice;
