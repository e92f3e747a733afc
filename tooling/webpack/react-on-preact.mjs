// The front end is written against React's API and types, and runs on Preact's implementation of
// that API (ADR 0011): the shell's browser build and server part (which provide it to every
// remote) and every package's unit tests resolve the modules below to Preact, so what the tests
// render is what a shopper's browser runs. Remotes' builds keep React as their fallback copy.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** React's module → the Preact module that implements it. */
export const REACT_ON_PREACT = Object.freeze({
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
});

/** Absolute file of each implementation: pnpm is strict, and a remote lists no Preact of its own. */
function resolved() {
  return Object.entries(REACT_ON_PREACT).map(([request, target]) => [
    request,
    require.resolve(target),
  ]);
}

/** webpack's `resolve.alias`: exact requests only (`react$`), never a path below them. */
export function preactAliases() {
  return Object.fromEntries(resolved().map(([request, file]) => [`${request}$`, file]));
}

/**
 * Vitest's `resolve.alias`, for a package's unit tests. Vitest resolves only the modules it
 * transforms, so the libraries that import React (Testing Library, react-router, the stores'
 * bindings, the QR code) are transformed too (`server.deps.inline`), each through its ES module
 * build: their CommonJS files would `require` React past the aliases.
 * @param {string} configUrl `import.meta.url` of the package's vitest config (its Testing Library
 *   and router are the ones resolved)
 */
export function vitestReactOnPreact(configUrl) {
  const pkgRequire = createRequire(configUrl);
  const esmBuild = (pkgName, file) => {
    try {
      return path.join(path.dirname(pkgRequire.resolve(`${pkgName}/package.json`)), file);
    } catch {
      return null;
    }
  };
  const libraries = [
    [
      '@testing-library/react',
      esmBuild('@testing-library/react', 'dist/@testing-library/react.esm.js'),
    ],
    ['react-router', esmBuild('react-router', 'dist/development/index.mjs')],
  ].filter(([, file]) => file !== null);
  const exact = (request) => new RegExp(`^${request.replace(/[/.]/g, '\\$&')}$`);
  return {
    resolve: {
      alias: [...resolved(), ...libraries].map(([request, file]) => ({
        find: exact(request),
        replacement: file,
      })),
    },
    server: {
      deps: {
        inline: [/@testing-library\/react/, /@nanostores\/react/, /react-router/, /qrcode\.react/],
      },
    },
  };
}
