import { formatGraphqlError } from './format-error';

describe('formatGraphqlError', () => {
  it('turns argument validation failures into BAD_USER_INPUT with every message', () => {
    const formatted = formatGraphqlError({
      message: 'Bad Request Exception',
      extensions: {
        code: 'BAD_REQUEST',
        originalError: {
          message: ['lat must not be greater than 90', 'radiusMiles must be one of: 10, 20, 40'],
        },
      },
    });
    expect(formatted).toEqual({
      message: 'lat must not be greater than 90, radiusMiles must be one of: 10, 20, 40',
      locations: undefined,
      path: undefined,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps messages meant for people and drops stack traces', () => {
    const formatted = formatGraphqlError({
      message: 'Invalid email or password. Please try again.',
      extensions: { code: 'UNAUTHENTICATED', stacktrace: ['at x'] },
    });
    expect(formatted).toEqual({
      message: 'Invalid email or password. Please try again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('hides internal errors behind a generic message', () => {
    const formatted = formatGraphqlError({
      message: 'Cannot read properties of undefined (reading x)',
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at y'] },
    });
    expect(formatted.message).toBe('An unexpected error occurred. Please try again.');
    expect(formatted.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
