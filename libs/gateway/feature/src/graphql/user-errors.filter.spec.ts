import { Logger, type ArgumentsHost } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { UserErrorsLogFilter } from './user-errors.filter';

describe('UserErrorsLogFilter', () => {
  const host = {} as ArgumentsHost;

  afterEach(() => jest.restoreAllMocks());

  it('logs a wrong password or invalid input at info, below error, and returns the error unchanged', () => {
    const info = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const filter = new UserErrorsLogFilter();
    const wrongPassword = new GraphQLError('Invalid email or password. Please try again.', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const invalid = new GraphQLError('radiusMiles must be one of: 10, 20, 40', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(filter.catch(wrongPassword, host)).toBe(wrongPassword);
    expect(filter.catch(invalid, host)).toBe(invalid);
    expect(info).toHaveBeenCalledWith(
      'UNAUTHENTICATED: Invalid email or password. Please try again.',
    );
    expect(info).toHaveBeenCalledWith('BAD_USER_INPUT: radiusMiles must be one of: 10, 20, 40');
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps failures of the system at error level', () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const down = new GraphQLError('The service did not answer in time. Please try again.', {
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(new UserErrorsLogFilter().catch(down, host)).toBe(down);
    expect(error).toHaveBeenCalledWith(
      'SERVICE_UNAVAILABLE: The service did not answer in time. Please try again.',
      down.stack,
    );
  });
});
