import {
  defineMessages,
  fieldMessageRefs,
  messageEnglish,
  messageId,
  messageRefOf,
  messageRefsOf,
} from './message';

describe('messages by id', () => {
  const GROUP = defineMessages(
    'sample',
    {
      hello: 'Hello there',
      listed: 'One, with a comma',
      again: (minutes: number) => `Try again in ${minutes} minutes.`,
      file: (file: string, error: string) => `${file}: ${error}`,
    },
    { again: ['minutes'], file: ['file', 'error'] },
  );

  it('keeps the English of every message as it was written', () => {
    expect(GROUP.hello).toBe('Hello there');
    expect(GROUP.again(5)).toBe('Try again in 5 minutes.');
    expect(`${GROUP.file('a.jpg', GROUP.hello)}`).toBe('a.jpg: Hello there');
  });

  it('finds the id of a constant and the id and values of a message made with values', () => {
    expect(messageRefOf(GROUP.hello)).toEqual({ id: 'sample.hello' });
    expect(messageRefOf(GROUP.again(15))).toEqual({
      id: 'sample.again',
      params: { minutes: 15 },
    });
    expect(messageRefOf(GROUP.file('a.jpg', GROUP.hello))).toEqual({
      id: 'sample.file',
      params: { file: 'a.jpg', error: { id: 'sample.hello' } },
    });
    expect(messageRefOf('Something a library said')).toBeUndefined();
  });

  it('names the id of a message of a group', () => {
    expect(messageId(GROUP, 'again')).toBe('sample.again');
    expect(messageEnglish(messageId(GROUP, 'hello'))).toBe('Hello there');
  });

  it('cuts a list joined with ", " into its messages, commas inside them included', () => {
    expect(messageRefsOf(`${GROUP.listed}, ${GROUP.hello}`)).toEqual([
      { id: 'sample.listed' },
      { id: 'sample.hello' },
    ]);
    expect(messageRefsOf(`${GROUP.hello}, not ours`)).toBeUndefined();
  });

  it("gives a view's message fields their ids, by field, and nothing for other texts", () => {
    expect(fieldMessageRefs({ notice: GROUP.again(3), other: 'not ours', none: null })).toEqual({
      notice: { id: 'sample.again', params: { minutes: 3 } },
    });
    expect(fieldMessageRefs({ notice: 'not ours', none: null })).toBeUndefined();
  });
});
