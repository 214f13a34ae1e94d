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

  it("puts a write's few lines in the file before append returns, with no turn of the event loop", async () => {
    const file = join(dir, 'favorites.db');
    const log = new AppendLog(file);
    const written = log.append('{"_id":"a"}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"_id":"a"}\n');
    await written;
    await log.close();
  });

  it('keeps the order when small writes arrive while a large one is still being written', async () => {
    const file = join(dir, 'stores.db');
    const log = new AppendLog(file);
    const large = Array.from(
      { length: 5_000 },
      (_, i) => `{"_id":"big-${i}","pad":"${'x'.repeat(40)}"}\n`,
    ).join('');
    const writes = [
      log.append(large),
      log.append('{"_id":"after-1"}\n'),
      log.append('{"_id":"after-2"}\n'),
    ];
    await log.flushed();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(5_002);
    expect(lines.slice(-3)).toEqual([
      '{"_id":"big-4999","pad":"' + 'x'.repeat(40) + '"}',
      '{"_id":"after-1"}',
      '{"_id":"after-2"}',
    ]);
    await Promise.all(writes);
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
