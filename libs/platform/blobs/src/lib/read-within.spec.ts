import { Readable } from 'node:stream';
import { readWithin } from './read-within';

describe('readWithin', () => {
  it('returns every byte of a file within the limit', async () => {
    const read = await readWithin(Readable.from([Buffer.from('abc'), Buffer.from('de')]), 5);
    expect(read).toEqual({ bytes: Buffer.from('abcde'), size: 5 });
  });

  it('stops at the first chunk past the limit and keeps only the size that says "too large"', async () => {
    let chunksRead = 0;
    const stream = Readable.from(
      (function* () {
        for (const part of ['abc', 'def', 'ghi']) {
          chunksRead++;
          yield Buffer.from(part);
        }
      })(),
    );
    const read = await readWithin(stream, 4);
    expect(read.size).toBe(6);
    expect(read.bytes.length).toBe(0);
    expect(chunksRead).toBe(2);
    expect(stream.destroyed).toBe(true);
  });
});
