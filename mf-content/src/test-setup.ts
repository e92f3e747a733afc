// Testing Library unmounts after each test only when told to (vitest has no implicit globals);
// storage is cleared so the persisted user and favourites start empty in every test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // The shared API client sends the page's CSRF token with every call (spec §7).
  if (!document.head.querySelector('meta[name="csrf-token"]')) {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'test-token';
    document.head.append(meta);
  }
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
