// ESLint for the apps, packages/ui and the browser tests: typescript-eslint's recommended rules,
// React's rules of hooks and jsx-a11y's recommended accessibility rules. `make test` runs it.
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'backend/**', 'bench/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog and a page that is one short form (sign in, reset password) put focus in their
      // first field, as the WAI-ARIA dialog pattern asks; MUI's TextField does it. Plain elements
      // never take autoFocus.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  // The giving app and @reach/ui: no text people read outside Lingui's macros (docs/languages.md).
  {
    files: ['apps/giving/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText', 'emptyText'] },
        },
      ],
    },
  },
  // The portal (but for its report forms): every text people read goes through Lingui's macros
  // (docs/languages.md), so a new English string in JSX or a prop people read fails the lint.
  {
    files: ['apps/portal/src/**/*.tsx'],
    ignores: ['apps/portal/src/reports/**', 'apps/portal/src/pages/trainingReports/**', 'apps/portal/src/pages/holistic/**', 'apps/portal/src/pages/upgs/reports/**', '**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText', 'emptyText', 'primary', 'secondary'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', 'Reach', '404', '—', '·', '©'] },
          // what is not read: a field's name and type, Intl's options, plural's forms (ICU: extracted)
          callees: { exclude: ['i18n(ext)?', 't', 'msg', 'plural', 'field', 'NumberFormat', 'Intl.NumberFormat', 'includes', 'startsWith', 'endsWith'] },
          'object-properties': { exclude: ['[A-Z_-]+', 'type', 'autoComplete', 'style', 'inputMode'] },
        },
      ],
    },
  },
  {
    // The back office speaks every language Reach does (docs/languages.md): a text in JSX, or in a
    // prop react-admin or MUI shows, is a translation key (apps/admin/src/i18n/en.ts), never English.
    files: ['apps/admin/src/**/*.tsx'],
    ignores: ['apps/admin/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      // Sentences built around values are messages with %{placeholders}; resource names are codes.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'emptyText',
              'helperText',
              'placeholder',
              'aria-label',
              'alt',
              'primaryText',
              'successMessage',
              'confirmTitle',
              'confirmContent',
              'content',
              'text',
            ].map((a) => `^${a}$`),
          },
          // A key (a.b.c) and words that are no language's (codes, symbols) are not English.
          words: { exclude: ['^[a-z][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)+$', '^[0-9!-/:-@[-`{-~\\s–—·…]+$', '^[A-Z_-]+$'] },
          callees: { exclude: ['translate', 't', 'useTranslate', 'require'] },
        },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'e2e/**/*.ts', 'apps/*/scripts/**', '*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The report forms (the portal's "reports" catalog): every text a person reads goes through
    // Lingui (docs/languages.md), so an English string in JSX or in a prop people read fails here.
    files: ['apps/portal/src/reports/**/*.{ts,tsx}', 'apps/portal/src/pages/trainingReports/**/*.{ts,tsx}', 'apps/portal/src/pages/holistic/**/*.{ts,tsx}', 'apps/portal/src/pages/upgs/reports/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText', 'emptyText', 'add', 'empty', 'newLabel', 'noOptionsText', 'loadingText'] },
          // keys and field names ('villageName', 'public') are code, not text
          // Lingui's plural and select take the English forms of a message
          callees: { exclude: ['i18n(ext)?', 't', 'msg', 'plural', 'select', 'selectOrdinal', 'require', 'includes', 'indexOf', 'startsWith', 'endsWith'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~—×·≈ ]+', '[A-Z_-]+', '[a-z][A-Za-z0-9_.]*', 'https?://.*'] },
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
