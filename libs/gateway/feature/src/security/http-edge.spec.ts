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

describe('the content security policy of a pre-rendered home page', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'csp-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('allows the inline scripts of home.html as well as those of index.html, each once', () => {
    const preload = '(function(){var p=location.pathname;console.log(p)})()';
    const page = (root: string) =>
      `<html><head><script>${preload}</script></head><body><div id="root">${root}</div></body></html>`;
    writeFileSync(join(folder, 'index.html'), page(''));
    writeFileSync(join(folder, 'home.html'), page('<h1>Find Stores That Accept EBT Near You</h1>'));
    expect(inlineScriptHashes([folder])).toEqual([
      `'sha256-${createHash('sha256').update(preload).digest('base64')}'`,
    ]);
  });
});
