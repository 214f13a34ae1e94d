import {
  BadRequestException,
  ForbiddenException,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { ContractValidationError, RemoteError } from '@snap/platform-bus';
import { outageMessage } from '../graphql/outages';

/** Bus failures become HTTP errors with the message meant for people (the REST edge's twin of
 * toGraphqlError); anything unexpected stays a 500 without details. */
export function toHttpError(error: unknown): unknown {
  if (error instanceof ContractValidationError)
    return new BadRequestException(error.errors.join(', '));
  const outage = outageMessage(error);
  if (outage) return new ServiceUnavailableException(outage);
  if (error instanceof RemoteError) {
    switch (error.code) {
      case 'BAD_USER_INPUT':
        return new BadRequestException(error.message, { cause: error });
      case 'UNAUTHENTICATED':
        return new UnauthorizedException(error.message, { cause: error });
      case 'FORBIDDEN':
        return new ForbiddenException(error.message, { cause: error });
      case 'NOT_FOUND':
        return new NotFoundException(error.message, { cause: error });
      default:
        return error;
    }
  }
  return error;
}

export async function viaBusHttp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}
