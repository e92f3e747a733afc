// Testing Library unmounts after each test only when told to (vitest has no implicit globals).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
