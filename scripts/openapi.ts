// Writes the API's OpenAPI document (upstream/src/openapi/document.ts), as GET /openapi.json serves it, to a
// file: for `npm run lint:openapi` (Redocly's lint), a client generator or a mock server.
//
//   npx tsx scripts/openapi.ts <out-file> [server-url]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildOpenApiDocument } from '@/upstream/src/openapi/document';

const [outFile, serverUrl = 'http://127.0.0.1:4000'] = process.argv.slice(2);
if (!outFile) {
  console.error('Usage: npx tsx scripts/openapi.ts <out-file> [server-url]');
  process.exit(1);
}
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(buildOpenApiDocument({ serverUrl }), null, 2)}\n`);
console.log(`OpenAPI document written to ${outFile}`);
