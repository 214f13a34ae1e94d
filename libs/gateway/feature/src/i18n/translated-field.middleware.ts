import type { FieldMiddleware } from '@nestjs/graphql';
import type { FieldMessageRefs } from '@snap/domain';
import type { GraphqlContext } from '../graphql/graphql-context';
import { messageTranslators } from './translated-errors.plugin';
import { requestLanguage } from './request-language';

/** For a field that carries a message the services wrote for people (a notice, a thank-you): its text
 * in the request's language, as the errors are. */
export const translatedMessage: FieldMiddleware = async (context, next) => {
  const value: unknown = await next();
  if (typeof value !== 'string' || value === '') return value;
  const translator =
    messageTranslators()[requestLanguage((context.context as GraphqlContext | undefined)?.req)];
  // A text made in another process with values is found by the ids its view carries beside it.
  const ref = (context.source as { messageRefs?: FieldMessageRefs } | undefined)?.messageRefs?.[
    context.info.fieldName
  ];
  return translator ? translator.translateOrEnglish(value, ref ? [ref] : undefined) : value;
};
