// The one public door of mf-account (exposed as `./entry`): its pages, the contract range it was
// built against, and its build version.
import type { ComponentType } from 'react';
import type { PageProps } from 'shared-contracts';
import { defineRemoteEntry } from 'tooling/remote-entry';
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

export const { pages, parcels, contractRange, version } = defineRemoteEntry(ownPages);
