// Generates the web client's types (web/src/api/schema.d.ts) from the committed OpenAPI document
// (docs/openapi.json) with openapi-typescript's Node API. One generator for both uses, so the
// staleness test compares with exactly what `npm run openapi` writes:
//   node scripts/web-schema.mjs           writes web/src/api/schema.d.ts
//   node scripts/web-schema.mjs --stdout  prints it (test/architecture/openapi-client.spec.ts)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';
import { root } from './build-if-stale.mjs';

export const documentPath = join(root, 'docs/openapi.json');
export const schemaPath = join(root, 'web/src/api/schema.d.ts');

const BLOB = ts.factory.createTypeReferenceNode('Blob');
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/** The TypeScript source of schema.d.ts for the document as committed now. */
export async function generateWebSchema() {
  const document = JSON.parse(readFileSync(documentPath, 'utf8'));
  const ast = await openapiTS(document, {
    silent: true,
    // A file field (`format: binary`) is a Blob in the browser, not the string the default
    // generator writes, so the one multipart upload type-checks without a cast.
    transform(schemaObject) {
      if (schemaObject.format === 'binary') return schemaObject.nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
      return undefined;
    },
  });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = await generateWebSchema();
  if (process.argv.includes('--stdout')) process.stdout.write(source);
  else writeFileSync(schemaPath, source);
}
