import { useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';

const OnlineEbtDocument = graphql(`
  query OnlineEbt($state: String!) {
    onlineRetailers(state: $state) {
      id
      state
      stateName
      name
      website
      note
      noteEs
      source
      checkedOn
    }
    helpFacts {
      key
      text
      textEs
      source
      checkedOn
    }
  }
`);

/** One state's online retailers and the dated help texts beside them (fees, how to pay at checkout). */
export function useOnlineEbt(state: string | null) {
  return useQuery({
    queryKey: ['online-ebt', state],
    queryFn: async ({ signal }) => request(OnlineEbtDocument, { state: state ?? '' }, { signal }),
    enabled: Boolean(state),
    ...CACHE_TIMES.screen,
  });
}
