import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes } from './http-edge';

describe('the content security policy of the built apps', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'csp-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("allows exactly the built page's own inline scripts, by hash, and nothing for scripts loaded by src", () => {
    const preload = '(function(){var p=location.pathname;console.log(p)})()';
    writeFileSync(
      join(folder, 'index.html'),
      `<html><head><script>${preload}</script><script type="module" src="/assets/index.js"></script></head></html>`,
    );
    const expected = `'sha256-${createHash('sha256').update(preload).digest('base64')}'`;
    expect(inlineScriptHashes([folder, join(folder, 'missing')])).toEqual([expected]);
  });
});
