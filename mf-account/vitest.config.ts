import { defineProject } from 'vitest/config';

// Unit tests sit beside the code; jsdom because hooks and components render React.
export default defineProject({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'mf-account',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
    css: false,
  },
});
