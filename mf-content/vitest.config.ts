import { defineProject } from 'vitest/config';

// Unit tests sit beside the code; jsdom because pages and components render React.
export default defineProject({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'mf-content',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
});
