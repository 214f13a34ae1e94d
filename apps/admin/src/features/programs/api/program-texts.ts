import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  graphql,
  type AdminProgramTextsQuery,
  type ProgramTextInput,
} from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

export type AdminProgramText = AdminProgramTextsQuery['programTexts'][number];

const ProgramTexts = graphql(`
  query AdminProgramTexts {
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
      updatedAt
      updatedBy
    }
  }
`);

const SaveProgramText = graphql(`
  mutation SaveProgramText($input: ProgramTextInput!) {
    saveProgramText(input: $input) {
      created
      message
      text {
        id
      }
    }
  }
`);

export function useProgramTexts() {
  return useQuery({
    queryKey: ['programs', 'texts'],
    queryFn: async ({ signal }) => (await request(ProgramTexts, {}, { signal })).programTexts,
  });
}

export function useSaveProgramText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProgramTextInput) =>
      (await request(SaveProgramText, { input })).saveProgramText,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['programs'] });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
