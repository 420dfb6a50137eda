// A client can be generated from the API's OpenAPI document: openapi-typescript writes its types, and a
// small typed client of the patient's own routes (tests/openapi-client/patient-client.ts: sign-in, me,
// meals, plans, appointments) compiles against them with tsc, its misuses refused (@ts-expect-error).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/upstream/src/openapi/document';

const root = process.cwd();
// Inside the repository (an ignored .data-* folder), so tsc is the project's own.
const folder = mkdtempSync(join(root, '.data-openapi-client-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a client generated from the OpenAPI document', () => {
  it("compiles a typed client of the patient's own routes", async () => {
    const types = await openapiTS(buildOpenApiDocument() as unknown as Parameters<typeof openapiTS>[0]);
    writeFileSync(join(folder, 'api.ts'), types);
    copyFileSync(join(root, 'tests/openapi-client/patient-client.ts'), join(folder, 'patient-client.ts'));
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023', 'DOM'],
          module: 'esnext',
          moduleResolution: 'bundler',
          strict: true,
          noUncheckedIndexedAccess: true,
          noEmit: true,
          types: [],
        },
        files: ['patient-client.ts'],
      }),
    );
    const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', folder], { encoding: 'utf8' });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);
    // tsc starts a process of its own: seconds on a loaded machine, beyond the unit tests' default 5.
  }, 60_000);
});
