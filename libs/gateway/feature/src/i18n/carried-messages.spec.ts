import { RemoteError } from '@snap/platform-bus';
import { toHttpError } from '../community/http-errors';
import { toGraphqlError } from '../graphql/bus-errors';
import { formatGraphqlError } from '../graphql/format-error';
import { carriedMessages, carriedOnFormatted } from './carried-messages';

describe('the ids a bus failure carries to the edge', () => {
  const refs = [{ id: 'account.badCredentials' }];
  const remote = new RemoteError('identity.signIn', 'UNAUTHENTICATED', 'Wrong', undefined, refs);

  it('reach the formatted GraphQL error without being sent', () => {
    const error = toGraphqlError(remote) as Error & { toJSON(): object };
    const formatted = formatGraphqlError(error.toJSON() as never, error);
    expect(carriedOnFormatted(formatted)).toEqual(refs);
    expect(JSON.stringify(formatted)).toBe(
      JSON.stringify({ message: 'Wrong', extensions: { code: 'UNAUTHENTICATED' } }),
    );
  });

  it('reach the REST answer through the exception it became', () => {
    expect(carriedMessages((toHttpError(remote) as { cause?: unknown }).cause)).toEqual(refs);
  });
});
