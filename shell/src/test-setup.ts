// Testing Library unmounts after each test only when told to (vitest has no implicit globals);
// storage is cleared so persisted stores and the breadcrumb trail start empty in every test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
