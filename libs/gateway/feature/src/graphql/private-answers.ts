import type { ApolloServerPlugin } from '@apollo/server';
import { REFRESH_COOKIE } from '../identity/identity.resolver';

/** Whether an answer may depend on who asked: an `Authorization` header, or the refresh cookie (the
 * refresh mutation answers with a new access token). */
function asksAsSomeone(headers: { get(name: string): string | undefined }): boolean {
  if (headers.get('authorization')) return true;
  const cookies = headers.get('cookie') ?? '';
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${REFRESH_COOKIE}=`));
}

/** An answer that depends on the caller is never kept by a browser or a shared cache
 * (`Cache-Control: no-store`): the next person on a library computer must not see it. */
export const privateAnswers: ApolloServerPlugin = {
  async requestDidStart({ request }) {
    const personal = request.http ? asksAsSomeone(request.http.headers) : false;
    return {
      async willSendResponse({ response }) {
        if (personal) response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};
