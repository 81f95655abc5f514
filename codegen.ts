// GraphQL types for the apps, generated from the schema (backend/graph/schema) and the documents
// the apps send (template literals marked /* GraphQL */). `pnpm codegen` writes them; `make test`
// fails when they are stale or a document does not validate against the schema.
import type { CodegenConfig } from '@graphql-codegen/cli';

const output = {
  plugins: ['typescript', 'typescript-operations'],
  config: {
    scalars: { DateTime: 'string', JSON: 'unknown', SafeInt: 'number', ID: 'string' },
    onlyOperationTypes: true,
    enumsAsTypes: true,
    skipTypename: true,
    preResolveTypes: true,
    avoidOptionals: { field: true, inputValue: false, object: true },
    maybeValue: 'T | null',
  },
};

const app = (dir: string) => ({
  [`${dir}/src/generated/graphql.ts`]: {
    documents: [`${dir}/src/**/*.{ts,tsx}`, `!${dir}/src/generated/**`],
    ...output,
  },
});

const config: CodegenConfig = {
  schema: 'backend/graph/schema/*.graphqls',
  generates: { ...app('apps/portal'), ...app('apps/giving'), ...app('apps/admin'), ...app('packages/ui') },
  pluckConfig: { gqlMagicComment: 'GraphQL', globalGqlIdentifierName: [], modules: [] },
  ignoreNoDocuments: true,
  silent: false,
};

export default config;
