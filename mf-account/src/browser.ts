/**
 * The few things mf-account asks of the browser itself: full page loads (spec §4 reloads after
 * login, logout and deletion), going back in history, and saving a file. One object so tests can
 * replace each with `vi.spyOn(browser, …)`; jsdom implements none of them.
 */

interface NavigationLike {
  readonly canGoBack?: boolean;
}

export const browser = {
  /** Reloads the current page: every remote starts over with the new session. */
  reload(): void {
    window.location.reload();
  },
  /** A full page load of an in-app path. */
  assign(path: string): void {
    window.location.assign(path);
  },
  /**
   * Whether Back stays in the shop: the Navigation API knows (same-origin entries only); where it
   * is missing, the router's history index says whether an earlier in-app entry exists.
   */
  canGoBack(): boolean {
    const navigation = (window as { navigation?: NavigationLike }).navigation;
    if (navigation && typeof navigation.canGoBack === 'boolean') return navigation.canGoBack;
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
    return typeof index === 'number' && index > 0;
  },
  back(): void {
    window.history.back();
  },
  /** Offers `data` as a JSON file download named `filename`. */
  downloadJson(filename: string, data: unknown): void {
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked after the click has been handled, so the download has started.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
