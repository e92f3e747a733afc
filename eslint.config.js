// One lint setup for every package (flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'api/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'tooling/lighthouse/**',
      '**/.tmp-*',
      'api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    // Remotes never import react-router or each other: the shell owns navigation.
    files: ['mf-*/src/**/*.{ts,tsx}', 'shared-contracts/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router-dom'],
              message: 'Only the shell imports react-router; use <Link> from shared-contracts.',
            },
            {
              group: ['mf-*', '../../mf-*', 'shell', 'shell/*'],
              message: 'Remotes never import each other or the shell.',
            },
          ],
        },
      ],
    },
  },
);
