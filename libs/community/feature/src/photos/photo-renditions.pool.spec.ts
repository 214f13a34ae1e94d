import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { PHOTO_WORKER_NICE, PhotoRenditionsPool } from './photo-renditions.pool';

/** This process's photo workers as the kernel shows them to an operator (/proc, as `ps` reads it):
 * pid and nice value. */
function photoWorkers(): Array<{ pid: number; nice: number }> {
  const workers: Array<{ pid: number; nice: number }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    let command: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command name in parentheses: state, ppid, … with nice the 17th field from there.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) !== process.pid || !command.includes('photo-renditions.worker')) continue;
    workers.push({ pid: Number(entry), nice: Number(fields[16]) });
  }
  return workers;
}

/** A plain PNG of the given size. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 46, g: 125, b: 50 } } })
    .png()
    .toBuffer();

describe('photo renditions pool', () => {
  it('renders in a worker process that yields the cores to requests (nice 10), and stops it on close', async () => {
    const pool = new PhotoRenditionsPool(1);
    const photo = await png(640, 480);
    try {
      const renditions = await pool.render(photo, 'image/png');
      expect(renditions.original).toMatchObject({ width: 640, height: 480 });
      expect(await sharp(renditions.thumbnail).metadata()).toMatchObject({
        format: 'webp',
        width: 120,
        height: 80,
      });
      expect(await sharp(renditions.hero).metadata()).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 400,
      });
      expect(PHOTO_WORKER_NICE).toBe(10);
      expect(photoWorkers()).toEqual([{ pid: expect.any(Number), nice: PHOTO_WORKER_NICE }]);
    } finally {
      await pool.close();
    }
    expect(photoWorkers()).toEqual([]);
  }, 60_000);

  it('fails the photo of a worker that died, and renders the next one in a new worker', async () => {
    const pool = new PhotoRenditionsPool(1);
    const photo = await png(64, 48);
    try {
      await pool.render(photo, 'image/png');
      const [first] = photoWorkers();
      const lost = pool.render(photo, 'image/png');
      process.kill(first.pid, 'SIGKILL');
      await expect(lost).rejects.toThrow('a photo worker stopped');
      await expect(pool.render(photo, 'image/png')).resolves.toMatchObject({
        original: { width: 64, height: 48 },
      });
      expect(photoWorkers().map((worker) => worker.pid)).not.toContain(first.pid);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
