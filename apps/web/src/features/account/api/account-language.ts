import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TypedDocumentString } from '@snap/api-client';
import type { SiteLanguage } from '@snap/domain';
import { request } from '../../../lib/api-client';

// Written out instead of through graphql(), like the reset and verify documents: only account
// settings needs them, and every graphql() document lands in the map the home page loads (home JS
// budget: 170 KB).
const AccountLanguageDocument = new TypedDocumentString<
  { me: { id: string; language: string } | null },
  Record<string, never>
>('query AccountLanguage { me { id language } }');

const UpdateLanguageDocument = new TypedDocumentString<
  { updateLanguage: { id: string; language: string } },
  { language: SiteLanguage }
>(
  'mutation UpdateLanguage($language: String!) { updateLanguage(language: $language) { id language } }',
);

// Per account, so a member who signs in after another on the same tab never sees the other's choice.
const accountLanguageKey = (userId: string) => ['account', 'language', userId] as const;

/** The language of the signed-in member's e-mails (chosen at sign-up from the page's language). */
export function useAccountLanguage(userId: string) {
  return useQuery({
    queryKey: accountLanguageKey(userId),
    queryFn: async () => (await request(AccountLanguageDocument)).me?.language ?? null,
  });
}

/** Sets the language of the member's e-mails; the server answers with the saved value. */
export function useUpdateAccountLanguage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: SiteLanguage) =>
      (await request(UpdateLanguageDocument, { language })).updateLanguage.language,
    onSuccess: (language) => queryClient.setQueryData(accountLanguageKey(userId), language),
  });
}
