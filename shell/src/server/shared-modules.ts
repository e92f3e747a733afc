/**
 * The shared singletons of the server render (ADR 0010): a remote's server part leaves them out
 * of its bundle (tooling/webpack/server-config.mjs), and the API's loader answers its `require`
 * from this map, as the shell's share scope answers a remote in the browser. So the shell and the
 * remote render with one React, one router context and one set of stores.
 */
import * as nanostoresReact from '@nanostores/react';
import * as nanostores from 'nanostores';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as sharedContracts from 'shared-contracts';
import * as rules from 'shared-contracts/rules';
import * as schemas from 'shared-contracts/schemas';

export const sharedModules: Readonly<Record<string, unknown>> = Object.freeze({
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  nanostores,
  '@nanostores/react': nanostoresReact,
  'shared-contracts': sharedContracts,
  'shared-contracts/rules': rules,
  'shared-contracts/schemas': schemas,
});
