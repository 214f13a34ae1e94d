import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds an embedded data folder: the running standalone server's pid and address. */
export interface DataDirHolder {
  pid: number;
  url: string;
  startedAt: string;
}

const holderFile = (dataDir: string) => join(dataDir, 'run', 'standalone.json');

/** Marks the folder as held by this process (the embedded store is not safe to write from two). */
export function holdDataDir(dataDir: string, url: string): () => void {
  mkdirSync(join(dataDir, 'run'), { recursive: true });
  const file = holderFile(dataDir);
  writeFileSync(
    file,
    JSON.stringify({
      pid: process.pid,
      url,
      startedAt: new Date().toISOString(),
    } satisfies DataDirHolder),
  );
  return () => {
    if (currentHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
  };
}

/** The live process holding the folder, if any; a file left by a crashed server does not count. */
export function currentHolder(dataDir: string): DataDirHolder | null {
  const file = holderFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as DataDirHolder;
    process.kill(holder.pid, 0);
    return holder;
  } catch {
    return null;
  }
}
