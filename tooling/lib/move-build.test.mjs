import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moveBuildInto } from './move-build.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'move-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function build(name, files) {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('moveBuildInto', () => {
  it('adds a rebuild of a version without removing the chunks the previous build named', () => {
    const final = path.join(root, '1.0.0');
    moveBuildInto(
      build('first', {
        'mf-manifest.json': 'first',
        'page.0123456789.js': 'old page',
        'css/page.0123456789.css': 'old css',
      }),
      final,
    );
    moveBuildInto(
      build('second', { 'mf-manifest.json': 'second', 'page.abcdef0123.js': 'new page' }),
      final,
    );
    const read = (file) => readFileSync(path.join(final, file), 'utf8');
    expect(read('mf-manifest.json')).toBe('second');
    expect(read('page.abcdef0123.js')).toBe('new page');
    // An open tab on the first build still loads its chunks.
    expect(read('page.0123456789.js')).toBe('old page');
    expect(read('css/page.0123456789.css')).toBe('old css');
    expect(existsSync(path.join(root, 'second'))).toBe(false);
  });
});
