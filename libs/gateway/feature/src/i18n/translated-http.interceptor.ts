import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { catchError, map, type Observable, throwError } from 'rxjs';
import type { Language } from '@snap/domain';
import type { MessageTranslator } from './message-translator';
import { carriedMessages } from './carried-messages';
import { requestLanguage } from './request-language';

export const MESSAGE_TRANSLATORS = Symbol('MESSAGE_TRANSLATORS');
export type MessageTranslators = Partial<Record<Language, MessageTranslator>>;

/** The REST twin of translatedErrorsPlugin, for the public site's uploads: an error's message(s) and
 * the answer's `errors` and `warnings` in the request's language. */
@Injectable()
export class TranslatedHttpMessages implements NestInterceptor {
  constructor(@Inject(MESSAGE_TRANSLATORS) private readonly translators: MessageTranslators) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const translator =
      this.translators[requestLanguage(context.switchToHttp().getRequest<Request>())];
    if (!translator) return next.handle();
    const each = (messages: unknown) =>
      Array.isArray(messages)
        ? messages.map((message) =>
            typeof message === 'string' ? translator.translateOrEnglish(message) : message,
          )
        : typeof messages === 'string'
          ? translator.translateOrEnglish(messages)
          : messages;
    return next.handle().pipe(
      map((answer: unknown) => {
        if (!answer || typeof answer !== 'object') return answer;
        const { errors, warnings } = answer as { errors?: unknown; warnings?: unknown };
        return {
          ...answer,
          ...(errors === undefined ? {} : { errors: each(errors) }),
          ...(warnings === undefined ? {} : { warnings: each(warnings) }),
        };
      }),
      catchError((error: unknown) => {
        if (!(error instanceof HttpException)) return throwError(() => error);
        const response = error.getResponse();
        // A bus failure's ids, when the exception was made from one (toHttpError keeps it as cause).
        const refs = carriedMessages(error.cause);
        const message = (response as { message?: unknown }).message;
        const body: string | Record<string, unknown> =
          typeof response === 'string'
            ? translator.translateOrEnglish(response, refs)
            : {
                ...response,
                message:
                  typeof message === 'string'
                    ? translator.translateOrEnglish(message, refs)
                    : each(message),
              };
        return throwError(() => new HttpException(body, error.getStatus(), { cause: error }));
      }),
    );
  }
}
