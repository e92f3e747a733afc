// The one public door of mf-account (exposed as `./entry`): its pages as React components and as
// single-spa parcels, the contract range it was built against, and its build version.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import type { PageProps, ParcelConfig } from 'shared-contracts';
import { defineRemoteEntry } from '../../tooling/remote-entry/define-entry';
import { LoginPage } from './pages/login-page';

// Typed by the generics: pages as ComponentType<PageProps>, parcels as ParcelConfig.
export const { pages, parcels, contractRange, version } = defineRemoteEntry<
  ParcelConfig,
  PageProps,
  ComponentType<PageProps>,
  React.ReactElement
>({
  React,
  ReactDOMClient,
  singleSpaReact,
  pages: { Login: LoginPage },
});
