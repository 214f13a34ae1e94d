import type { ApolloServerPlugin } from '@apollo/server';
import { Logger } from '@nestjs/common';
import type { GraphqlContext } from '../graphql/graphql-context';
import { carriedOnFormatted } from './carried-messages';
import { ES_MESSAGES_BY_ID } from './es.messages';
import { MessageTranslator } from './message-translator';
import type { MessageTranslators } from './translated-http.interceptor';
import { requestLanguage } from './request-language';

/** Codes whose message the services and the gateway word for people. The schema's own validation
 * and parse errors quote the query and stay English (the site never sends a malformed query). */
const TRANSLATED_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
]);

let shared: MessageTranslators | undefined;

/** One translator per language other than English, for the whole process: errors, REST answers and
 * message fields share it, so a missing translation is logged once. */
export function messageTranslators(): MessageTranslators {
  if (!shared) {
    const logger = new Logger('Messages');
    shared = {
      es: new MessageTranslator(ES_MESSAGES_BY_ID, 'es-US', (text) => logger.warn(text)),
    };
  }
  return shared;
}

/** The errors of a GraphQL answer in the request's language: the same codes, details and paths,
 * only the message differs. English is the source and goes out unchanged. */
export function translatedErrorsPlugin(
  translators: MessageTranslators,
): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!result.errors?.length) return;
          const translator = translators[requestLanguage(contextValue?.req)];
          if (!translator) return;
          result.errors = result.errors.map((error) =>
            TRANSLATED_CODES.has(String(error.extensions?.['code']))
              ? {
                  ...error,
                  message: translator.translateOrEnglish(error.message, carriedOnFormatted(error)),
                }
              : error,
          );
        },
      };
    },
  };
}
