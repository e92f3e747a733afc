/**
 * Start-up failed before the page became the app's (a chunk that did not load, no composition):
 * the shopper is told so instead of being left with a blank or dead page.
 */
export function showStartFailure(context: string, error: unknown): void {
  console.error(context, error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Siden kunne ikke lastes. Prøv å laste siden på nytt.';
}
