// The first-load budget check over a fake pair of builds: it adds the shell's start-up scripts
// to the route's remote entry and page, fails a page over its budget and names the chunk that grew.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudgets, chunkKey, currentChunkSizes } from './first-load.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'first-load-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Incompressible-enough text of about `n` gzip bytes. */
const text = (n, seed) =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed) % 89))).join('');

function build(pkg, version, files, preload) {
  const dir = path.join(root, pkg, 'dist', version);
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  writeFileSync(path.join(dir, 'preload.json'), JSON.stringify(preload));
}

const gz = (content) => gzipSync(content, { level: 9 }).length;
const shellFiles = { 'main.aaaaaaaaaa.js': text(2000, 1), '262.bbbbbbbbbb.js': text(3000, 2) };
build(
  'shell',
  '1.0.0',
  { ...shellFiles, '262.bbbbbbbbbb.css': 'x' },
  {
    initial: ['262.bbbbbbbbbb.css', '262.bbbbbbbbbb.js', 'main.aaaaaaaaaa.js'],
  },
);
const remoteFiles = { 'remoteEntry.js': text(500, 3), 'page-home.cccccccccc.js': text(800, 4) };
build(
  'mf-catalog',
  '2.0.0',
  { ...remoteFiles, 'page-search.dddddddddd.js': text(4000, 5) },
  {
    initial: ['remoteEntry.js'],
    pages: {
      'page-home': ['page-home.cccccccccc.js'],
      'page-search': ['page-search.dddddddddd.js'],
    },
  },
);
const versions = { shell: '1.0.0', remotes: { mf_catalog: '2.0.0' } };
const homeBytes = [...Object.values(shellFiles), ...Object.values(remoteFiles)].reduce(
  (sum, content) => sum + gz(content),
  0,
);

describe('first-load budget', () => {
  const budgetWith = (budgetBytes) => ({
    pages: { home: { remote: 'mf_catalog', page: 'Home', budgetBytes } },
    chunks: {},
  });

  it("counts the shell's start-up scripts and the route's remote entry and page, no CSS", () => {
    const [home] = checkBudgets(root, budgetWith(homeBytes), versions);
    expect(home).toMatchObject({ name: 'home', bytes: homeBytes, over: false });
  });

  it('fails a page over its budget and names the chunk that grew, biggest growth first', () => {
    const budget = budgetWith(homeBytes - 1);
    budget.chunks = currentChunkSizes(root, budget, versions);
    budget.chunks['mf-catalog/page-home.js'] -= 100;
    budget.chunks['shell/262.js'] -= 10;
    const [home] = checkBudgets(root, budget, versions);
    expect(home.over).toBe(true);
    expect(home.grown.map((c) => c.key)).toEqual(['mf-catalog/page-home.js', 'shell/262.js']);
  });

  it('fails a page that loads more scripts than it may, and lists them', () => {
    const budget = budgetWith(homeBytes);
    budget.pages.home.maxScripts = 4;
    expect(checkBudgets(root, budget, versions)[0]).toMatchObject({ over: false });
    budget.pages.home.maxScripts = 3;
    const [home] = checkBudgets(root, budget, versions);
    expect(home.over).toBe(true);
    expect(home.scripts).toEqual([
      'shell/262.js',
      'shell/main.js',
      'mf-catalog/remoteEntry.js',
      'mf-catalog/page-home.js',
    ]);
  });

  it('keys chunks without their content hash', () => {
    expect(chunkKey('shell', '262.bccb4b8682.js')).toBe('shell/262.js');
    expect(chunkKey('mf-catalog', 'remoteEntry.js')).toBe('mf-catalog/remoteEntry.js');
  });
});
