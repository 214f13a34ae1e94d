import { GraphQLError } from 'graphql';
import { CacheUnavailableError } from '@snap/platform-cache';
import { DocumentStoreUnavailableError } from '@snap/platform-documents';
import { BusTimeoutError, RemoteError, toWireError } from '@snap/platform-bus';
import { SearchIndexUnavailableError } from '@snap/platform-search-index';
import { toGraphqlError } from './bus-errors';
import { formatGraphqlError } from './format-error';
import { OUTAGE_MESSAGES, outageMessage } from './outages';
import { toHttpError } from '../community/http-errors';

/** What a handler's failure looks like once it crossed the bus back to the gateway. */
function crossedBus(pattern: string, error: unknown): RemoteError {
  const wire = toWireError(error);
  return new RemoteError(pattern, wire.code, wire.message, wire.details);
}

/** What the browser receives for a resolver that failed with `error`. */
function answered(error: unknown) {
  const thrown = toGraphqlError(error);
  const code = thrown instanceof GraphQLError ? thrown.extensions['code'] : undefined;
  return formatGraphqlError(
    { message: thrown.message, extensions: code ? { code } : {} },
    new GraphQLError(thrown.message, { originalError: thrown }),
  );
}

describe('outages reach clients as SERVICE_UNAVAILABLE with plain words', () => {
  it('search with its index down says search is limited, not an unexpected error', () => {
    const error = crossedBus(
      'search.stores.text.v1',
      new SearchIndexUnavailableError(
        'Elasticsearch at http://127.0.0.1:9200: connect ECONNREFUSED',
      ),
    );
    expect(error.code).toBe('ENGINE_UNAVAILABLE');
    expect(answered(error)).toEqual({
      message: 'Search is temporarily limited. Please try again in a minute.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it('sign-in with Redis down names accounts, never the address of the engine', () => {
    const error = crossedBus(
      'identity.accounts.sign-in.v1',
      new CacheUnavailableError('Redis', '127.0.0.1:6379', new Error('connect ECONNREFUSED')),
    );
    const formatted = answered(error);
    expect(formatted.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });
    expect(formatted.message).toBe(OUTAGE_MESSAGES.identity);
    expect(formatted.message).not.toContain('6379');
  });

  it('a documents store outage behind favorites names reviews, favorites and photos', () => {
    const error = crossedBus(
      'community.favorites.mine.v1',
      new DocumentStoreUnavailableError('MongoDB', '127.0.0.1:27017/snap_community'),
    );
    expect(answered(error).message).toBe(OUTAGE_MESSAGES.community);
  });

  it('Kafka refusing the request (BUS_UNAVAILABLE) and a bus timeout are outages of the area asked', () => {
    const refused = new RemoteError(
      'search.stores.nearby.v1',
      'BUS_UNAVAILABLE',
      'Kafka at 127.0.0.1:9092 did not take request search.stores.nearby.v1: broker down',
    );
    expect(answered(refused)).toEqual({
      message: OUTAGE_MESSAGES.search,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    const late = new BusTimeoutError('content.blog.posts.v1', 5_000);
    expect(answered(late)).toEqual({
      message: OUTAGE_MESSAGES.content,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it("the gateway's own rate-limit counters down pause posting (an error thrown outside the bus)", () => {
    const formatted = formatGraphqlError(
      { message: 'Redis at 127.0.0.1:6379 is not reachable', extensions: {} },
      new GraphQLError('Redis at 127.0.0.1:6379 is not reachable', {
        originalError: new CacheUnavailableError('Redis', '127.0.0.1:6379'),
      }),
    );
    expect(formatted).toEqual({
      message: 'Posting is paused for a moment. Please try again in a minute.',
      locations: undefined,
      path: undefined,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it('REST uploads answer 503 with the same words', () => {
    const error = crossedBus(
      'community.photos.upload.v1',
      new DocumentStoreUnavailableError('MongoDB', '127.0.0.1:27017/snap_community'),
    );
    const http = toHttpError(error) as { getStatus(): number; message: string };
    expect(http.getStatus()).toBe(503);
    expect(http.message).toBe(OUTAGE_MESSAGES.community);
  });

  it('other failures stay what they are: a bug is still an internal error', () => {
    const bug = crossedBus('search.stores.text.v1', new TypeError('x is undefined'));
    expect(outageMessage(bug)).toBeUndefined();
    expect(answered(bug)).toEqual({
      message: 'An unexpected error occurred. Please try again.',
      locations: undefined,
      path: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const refused = new RemoteError(
      'identity.accounts.sign-in.v1',
      'UNAUTHENTICATED',
      'Invalid email or password.',
    );
    expect(answered(refused)).toEqual({
      message: 'Invalid email or password.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
