/**
 * The header's logout (spec §4 "After logout, the page reloads"): POST /customers/logout, the user
 * cleared and `auth:changed` emitted by shared-contracts' `logout`, then a fresh page load so every
 * remote starts over as a guest. `page` is an object so tests can replace the reload.
 */
import { logout } from 'shared-contracts';

export const page = {
  reload(): void {
    window.location.reload();
  },
};

export async function logoutAndReload(): Promise<void> {
  await logout();
  page.reload();
}
