// Unit tests for the apps' and packages/ui's logic (money, dates, routing rules, accounts, the
// GraphQL transport, uploads). `make test` runs them; the screens are tested in a browser (e2e).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
