import type { MiddlewareContext } from '@nestjs/graphql';
import { translatedMessage } from './translated-field.middleware';

/** The field middleware as GraphQL calls it: the view the field is read from, and the request. */
function read(source: object, fieldName: string, language: string): Promise<unknown> {
  const context = {
    source,
    args: {},
    context: { req: { headers: { 'x-language': language } } },
    info: { fieldName },
  } as unknown as MiddlewareContext;
  return Promise.resolve(
    translatedMessage(context, async () => (source as Record<string, unknown>)[fieldName]),
  );
}

describe('translatedMessage (a field that carries a message)', () => {
  // As the community service sends it in the distributed runtime: made in that process, so this one
  // knows the text only by the ids beside it.
  const view = {
    notice: 'Hidden by a moderator: Spam',
    messageRefs: { notice: { id: 'moderation.hiddenNotice', params: { reason: 'Spam' } } },
  };

  it('translates the text by the ids its view carries beside it', async () => {
    expect(await read(view, 'notice', 'es')).toBe('Ocultado por un moderador: Spam');
  });

  it('leaves English byte-identical', async () => {
    expect(await read(view, 'notice', 'en')).toBe('Hidden by a moderator: Spam');
  });

  it('leaves a field without a message alone', async () => {
    expect(await read({ notice: null }, 'notice', 'es')).toBeNull();
  });
});
