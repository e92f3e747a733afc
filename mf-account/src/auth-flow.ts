/**
 * The page-level consequences of spec §4 "Auth state": after login or registration the page
 * reloads at the redirect target, or the cart opens if the login came from the cart; after
 * logout and account deletion the page reloads; an answer saying another customer owns the
 * session clears the user and reloads. The store transitions themselves live in shared-contracts.
 */
import {
  emit,
  logout,
  userDeleted,
  userLoggedIn,
  userLoggedOut,
  userRegistered,
  type Customer,
} from 'shared-contracts';
import { browser } from './browser';
import { cameFromCart, hasRedirect, safeRedirect } from './rules/redirect';

function continueAfterAuth(search: string, fallback: string): void {
  if (!cameFromCart(search)) {
    // A full load, so every remote starts over with the logged-in session.
    browser.assign(safeRedirect(search, fallback));
    return;
  }
  // From the cart: back to the page the shopper was on, the cart open, no reload. The shell
  // keeps the cart open across this navigation (it closes menus on route changes, not the cart).
  emit('cart:open');
  if (hasRedirect(search)) emit('nav:goto', { to: safeRedirect(search), replace: true });
  else if (browser.canGoBack()) browser.back();
  else emit('nav:goto', { to: '/', replace: true });
}

/** After a login with password or one-time code. */
export function finishLogin(customer: Customer, search: string): void {
  userLoggedIn(customer);
  continueAfterAuth(search, '/');
}

/** After a registration (the session is logged in): to Min side unless told otherwise. */
export function finishRegistration(customer: Customer, search: string): void {
  userRegistered(customer);
  continueAfterAuth(search, '/user');
}

/** Logs out on the server and locally, then loads `to` (default: this page again). */
export async function logoutAndReload(to?: string): Promise<void> {
  await logout();
  if (to) browser.assign(to);
  else browser.reload();
}

/** 401/403 on an account call: another customer owns this session (spec §8). */
export function otherUserLoggedIn(): void {
  userLoggedOut();
  browser.reload();
}

/** After DELETE /customers/{id}: cleared, favourites reset, a fresh page load at home. */
export function finishDeletion(): void {
  userDeleted();
  browser.assign('/');
}
