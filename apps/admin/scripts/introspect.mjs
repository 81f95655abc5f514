// Builds src/generated/introspection.json from the GraphQL schema files.
//
// The server answers introspection only for signed-in staff, and react-admin needs the schema
// before anyone has signed in, so the admin ships the introspection result with its bundle
// (ra-data-graphql's `introspection: { schema }`). Run as part of `build`; never edit the output.
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, introspectionFromSchema } from 'graphql';

const here = dirname(fileURLToPath(import.meta.url));
const schemaDir = join(here, '../../../backend/graph/schema');
const outFile = join(here, '../src/generated/introspection.json');

const files = readdirSync(schemaDir)
  .filter((name) => name.endsWith('.graphqls'))
  .sort();
if (files.length === 0) {
  throw new Error(`no *.graphqls files in ${schemaDir}`);
}
// common.graphqls declares the root types, scalars and directives the others extend.
const ordered = ['common.graphqls', ...files.filter((f) => f !== 'common.graphqls')];
const sdl = ordered.map((f) => readFileSync(join(schemaDir, f), 'utf8')).join('\n');

const schema = buildSchema(sdl);
const { __schema } = introspectionFromSchema(schema, { descriptions: false });

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify({ __schema }) + '\n');
console.log(`introspection: ${files.length} schema files -> ${outFile}`);
