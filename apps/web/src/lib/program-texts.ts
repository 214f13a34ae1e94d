import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ProgramTextsQuery } from '@snap/api-client';
import { request } from './api-client';

const ProgramTextsDocument = graphql(`
  query ProgramTexts {
    programTexts {
      id
      kind
      name
      nameEs
      text
      textEs
      asOf
      source
      everyState
      states
    }
  }
`);

export type ProgramTextView = ProgramTextsQuery['programTexts'][number];

/** The program texts (hot meals, incentives, Summer EBT, WIC), each dated and sourced. A few KB, read
 * once per visit by what shows them (cards, store pages, the tips page, the hot-meals notice). */
export const programTextsQueryOptions = queryOptions({
  queryKey: ['programs', 'texts'],
  queryFn: async ({ signal }) => (await request(ProgramTextsDocument, {}, { signal })).programTexts,
  staleTime: 10 * 60_000,
  gcTime: 30 * 60_000,
});

export function useProgramTexts() {
  return useQuery(programTextsQueryOptions);
}
