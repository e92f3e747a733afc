// Testing Library unmounts after each test only when told to (vitest has no implicit globals);
// storage is cleared so persisted stores and the breadcrumb trail start empty in every test.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout: scrolling is a no-op the shell's scroll handling may call.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
