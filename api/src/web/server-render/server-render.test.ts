import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Composition } from 'shared-contracts/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { folderWith, releaseInfo } from '../../../test/helpers/builds';
import { Builds, FolderReleaseStore } from '../../releases';
import { injectServerRender } from '../html';
import { ServerParts } from './load-part';
import { ServerRenderer } from './renderer';

/** A shell part whose renderPage renders the route's remote when it has a part. */
const SHELL_PART = `
exports.sharedModules = { react: { name: 'the shell\\'s react' } };
exports.configure = (options) => { exports.origin = options.origin; };
exports.renderPage = async (request) => {
  if (request.url.endsWith('/throws')) throw new Error('render broke');
  if (request.url.endsWith('/consent')) return { html: '<p>svart ' + request.consentAnswered + '</p>', data: {}, fallback: null };
  if (request.url.endsWith('/slow')) return new Promise(() => undefined);
  const remote = await request.loadRemote('mf_catalog');
  if (!remote) return { html: '<p>skall</p>', data: { remotes: {} }, fallback: 'mf_catalog har ingen serverdel' };
  return { html: remote.render(), data: { remotes: { mf_catalog: { page: 'Home' } } }, fallback: null };
};
`;

/** A remote part counting its renders in module state, with React from the shell. */
const REMOTE_PART = `
const react = require('react');
let renders = 0;
exports.render = () => '<p>' + react.name + ' ' + (renders += 1) + '</p>';
`;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function builds(options: { remotePart?: boolean } = {}): Builds {
  const withServer = (pkg: string) => ({
    ...releaseInfo(pkg, '0.1.0'),
    server: 'server/entry.cjs',
  });
  const remote =
    options.remotePart === false ? releaseInfo('mf-catalog', '0.1.0') : withServer('mf-catalog');
  const root = folderWith('server-render', {
    'shell/dist/0.1.0/index.html': '<div id="root"></div>',
    'shell/dist/0.1.0/release.json': JSON.stringify(withServer('shell')),
    'shell/dist/0.1.0/server/entry.cjs': SHELL_PART,
    'shell/dist/0.2.0/index.html': '<div id="root"></div>',
    'shell/dist/0.2.0/release.json': JSON.stringify(releaseInfo('shell', '0.2.0')),
    'mf-catalog/dist/0.1.0/mf-manifest.json': '{}',
    'mf-catalog/dist/0.1.0/release.json': JSON.stringify(remote),
    'mf-catalog/dist/0.1.0/server/entry.cjs': REMOTE_PART,
  });
  folders.push(root);
  return new Builds(new FolderReleaseStore(path.join(root, '.releases')), root);
}

function composition(shellVersion = '0.1.0'): Composition {
  return {
    shell: { version: shellVersion },
    remotes: {
      mf_catalog: {
        url: '/build/mf-catalog/0.1.0/mf-manifest.json',
        mount: 'component',
        version: '0.1.0',
      },
    },
    overrides: { enabled: false, allowedOrigins: [] },
  } as Composition;
}

function logger() {
  return { warn: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
  };
}

const noFetch = (() => Promise.reject(new Error('no reads here'))) as typeof fetch;

describe('server render', () => {
  it("renders with a fresh copy of the remote per request, sharing the shell's modules", async () => {
    const renderer = new ServerRenderer(new ServerParts(builds()), noFetch, 1000);
    const log = logger();
    const first = await renderer.render('/', composition(), log);
    const second = await renderer.render('/sko', composition(), log);
    expect(first?.html).toBe("<p>the shell's react 1</p>");
    // Module state starts anew: one request's data never reaches another.
    expect(second?.html).toBe("<p>the shell's react 1</p>");
    expect(first?.data).toEqual({ remotes: { mf_catalog: { page: 'Home' } } });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('leaves a remote without a server part to the browser, and says why', async () => {
    const renderer = new ServerRenderer(
      new ServerParts(builds({ remotePart: false })),
      noFetch,
      1000,
    );
    const log = logger();
    const rendered = await renderer.render('/', composition(), log);
    expect(rendered).toEqual({ html: '<p>skall</p>', data: { remotes: {} } });
    expect(log.warn).toHaveBeenCalledWith(
      { path: '/', reason: 'mf_catalog har ingen serverdel' },
      expect.any(String),
    );
    // Once: every later page of that remote would say the same.
    await renderer.render('/sko', composition(), log);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('tells the shell whether the visitor answered the cookie banner (by default: answered)', async () => {
    const renderer = new ServerRenderer(new ServerParts(builds()), noFetch, 1000);
    const html = async (options?: { consentAnswered: boolean }) =>
      (await renderer.render('/consent', composition(), logger(), options))?.html;
    expect(await html({ consentAnswered: false })).toBe('<p>svart false</p>');
    expect(await html({ consentAnswered: true })).toBe('<p>svart true</p>');
    expect(await html()).toBe('<p>svart true</p>');
  });

  it('logs the page without its query and without what the shopper searched for', async () => {
    const renderer = new ServerRenderer(
      new ServerParts(builds({ remotePart: false })),
      noFetch,
      1000,
    );
    const log = logger();
    await renderer.render(
      '/search/kari%20nordmann?utm_source=kari%40example.no',
      composition(),
      log,
    );
    const failing = new ServerRenderer(new ServerParts(builds()), noFetch, 1000);
    expect(await failing.render('/search/throws', composition(), log)).toBeNull();
    const paths = log.warn.mock.calls.map(([fields]) => (fields as { path: string }).path);
    expect(paths).toEqual(['/search/[skjult]', '/search/[skjult]']);
  });

  it('sends the browser-rendered page for a shell without a server part (an older release)', async () => {
    const renderer = new ServerRenderer(new ServerParts(builds()), noFetch, 1000);
    expect(await renderer.render('/', composition('0.2.0'), logger())).toBeNull();
  });

  it('gives up on an error and past the time budget, logging both', async () => {
    const renderer = new ServerRenderer(new ServerParts(builds()), noFetch, 50);
    const log = logger();
    expect(await renderer.render('/throws', composition(), log)).toBeNull();
    expect(await renderer.render('/slow', composition(), log)).toBeNull();
    const errors = log.warn.mock.calls.map(([fields]) => String((fields as { err: Error }).err));
    expect(errors).toEqual(['Error: render broke', 'Error: over 50 ms']);
  });
});

describe('injectServerRender', () => {
  const page =
    '<html><head><link rel="preload" as="style" href="/a.css"><link rel="preload" as="script" href="/a.js"></head>' +
    '<body><div id="root"></div><noscript>x</noscript></body></html>';

  it('fills the root, puts the data, safely serialised, at the end of the body and links the styles', () => {
    const html = injectServerRender(page, { html: '<h1>Sko</h1>', data: { name: '</script>' } });
    expect(html).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"><link rel="preload" as="script" href="/a.js"></head>' +
        '<body><div id="root"><h1>Sko</h1></div><noscript>x</noscript>' +
        '<script id="server-data" type="application/json">{"name":"\\u003c/script\\u003e"}</script>' +
        '</body></html>',
    );
  });

  it('leaves a template without an empty root as it is', () => {
    const other = '<html><body><main></main></body></html>';
    expect(injectServerRender(other, { html: '<h1>Sko</h1>', data: {} })).toBe(other);
  });
});
