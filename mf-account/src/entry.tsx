// The one public door of mf-account (exposed as `./entry`): its pages as React components and as
// single-spa parcels, the contract range it was built against, and its build version.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import type { PageProps, ParcelConfig } from 'shared-contracts';
import { defineRemoteEntry } from '../../tooling/remote-entry/define-entry';
import { AcceptTermsPage } from './pages/accept-terms-page';
import { AccountInfoPage } from './pages/account-info-page';
import { HistoryPage } from './pages/history-page';
import { LoginPage } from './pages/login-page';
import { PermissionsPage } from './pages/permissions-page';
import { RegisterPage } from './pages/register-page';
import { ReviewsPage } from './pages/reviews-page';
import { UserPage } from './pages/user-page';

/** Page names as the shell's route table asks for them (shell/src/routes/route-table.ts). */
const ownPages: Record<string, ComponentType<PageProps>> = {
  Login: LoginPage,
  // One screen for both (spec §2); the shell passes `flow` = 'register' | 'reset'.
  Register: RegisterPage,
  PasswordReset: RegisterPage,
  User: UserPage,
  AccountInfo: AccountInfoPage,
  History: HistoryPage,
  Reviews: ReviewsPage,
  Permissions: PermissionsPage,
  AcceptTerms: AcceptTermsPage,
};

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
  pages: ownPages,
});
