// The shell's start-up list over a chunk graph shaped as Module Federation builds it: the entry
// imports the bootstrap and provides each shared module from a group of its own; the bootstrap and
// the provided modules consume shared modules, each consume with a fallback group of its own.
import { describe, expect, it } from 'vitest';
import { shellList } from './preload-list-plugin.mjs';

/** A chunk group with its files, its children and what made it. */
function group(files, origin, children = []) {
  return {
    origins: origin ? [{ module: origin }] : [],
    getFiles: () => files,
    getChildren: () => children,
  };
}
const provide = (key) => ({ type: 'provide-module', _name: key });
const consume = (key) => ({ type: 'consume-shared-module', options: { shareKey: key } });
const compilation = (entry) => ({ entrypoints: new Map([['main', entry]]) });

describe('shellList', () => {
  it('names the files the shell provides a shared module from, never the fallback copy of it', () => {
    const react = group(['923.a.js'], provide('react'));
    const reactDom = group(['693.b.js'], provide('react-dom'), [
      group(['923.a.js'], consume('react')),
    ]);
    const client = group(['262.c.js'], provide('react-dom/client'), [
      group(['74.d.js'], consume('react-dom')), // the same module as 693, bundled twice by MF
    ]);
    const bootstrap = group(['544.e.js', '544.e.css'], { type: 'javascript/auto' }, [
      group(['262.c.js'], consume('react-dom/client')),
      group(['443.f.js'], consume('react')), // a fallback file the provide group does not share
      group(['999.g.js'], { type: 'javascript/auto' }), // a lazy import: not at start-up
    ]);
    const entry = group(['main.h.js'], null, [bootstrap, react, reactDom, client]);

    expect(shellList(compilation(entry)).initial).toEqual([
      '262.c.js',
      '544.e.css',
      '544.e.js',
      '693.b.js',
      '923.a.js',
      'main.h.js',
    ]);
  });

  it('leaves out a provided module no start-up code consumes, and keeps a fallback nothing provides', () => {
    const bootstrap = group(['544.e.js'], { type: 'javascript/auto' }, [
      group(['607.i.js'], consume('nanostores')),
    ]);
    const unused = group(['167.j.js'], provide('react-router'));
    const entry = group(['main.h.js'], null, [bootstrap, unused]);

    expect(shellList(compilation(entry)).initial).toEqual(['544.e.js', '607.i.js', 'main.h.js']);
  });
});
