import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const MySessionsDocument = graphql(`
  query MySessions {
    mySessions {
      id
      browser
      os
      signedInAt
      lastUsedAt
      current
    }
  }
`);

const EndSessionDocument = graphql(`
  mutation EndSession($sessionId: ID!) {
    endSession(sessionId: $sessionId)
  }
`);

const sessionsKey = ['account', 'sessions'] as const;

/** The account's signed-in sessions (browser, device, last used), most recent first. */
export function useMySessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async () => (await request(MySessionsDocument)).mySessions,
  });
}

/** 'Sign out' on one session: its tokens stop working at once. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => request(EndSessionDocument, { sessionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
