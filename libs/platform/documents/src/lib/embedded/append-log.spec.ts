import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppendLog } from './append-log';

describe('a collection file appended through one handle', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'snap-append-log-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every line in the order handed over, and says so only once they are in the file', async () => {
    const file = join(dir, 'reviews.db');
    const log = new AppendLog(file);
    const writes = Array.from({ length: 50 }, (_, i) => log.append(`{"_id":"${i}"}\n`));
    await log.flushed();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toEqual(Array.from({ length: 50 }, (_, i) => `{"_id":"${i}"}`));
    await Promise.all(writes);
    // After close (a rewrite may replace the file), it opens the file again for the next line.
    await log.close();
    await log.append('{"_id":"50"}\n');
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(51);
    await log.close();
  });

  it('fails a write it could not make, and every later one, rather than acknowledge it', async () => {
    // A folder where the file should be: nothing can be appended.
    const log = new AppendLog(dir);
    await expect(log.append('{"_id":"a"}\n')).rejects.toMatchObject({ code: 'EISDIR' });
    await expect(log.append('{"_id":"b"}\n')).rejects.toMatchObject({ code: 'EISDIR' });
    await expect(log.flushed()).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
