// The shared kernel's lint rule (biome.json, noRestrictedImports) run on probe files in a scratch copy of
// the layout: each crossing fails the lint, each allowed import passes.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const biome = path.resolve('node_modules/.bin/biome');
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'import-boundaries-'));
  const config = JSON.parse(await readFile('biome.json', 'utf8'));
  config.vcs = { enabled: false };
  config.$schema = undefined;
  await writeFile(path.join(scratch, 'biome.json'), JSON.stringify(config));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** The restricted-import diagnostics of one file placed at `file` in the layout. */
async function restrictedImports(file: string, source: string): Promise<number> {
  const target = path.join(scratch, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, source);
  const result = await run(biome, ['lint', '--max-diagnostics=50', file], { cwd: scratch }).catch(
    (error: { stdout: string; stderr: string }) => error,
  );
  const output = `${result.stdout}${result.stderr}`;
  return output.split('lint/style/noRestrictedImports').length - 1;
}

describe('import boundaries between the portal and the API', () => {
  it('lets the API import the contract and the pure rules', async () => {
    const source = [
      "import { idParamSchema } from '@/lib/api/contract';",
      "import { problemSchema } from '@/lib/api/contract/common';",
      "import { isValidBarcode } from '@/lib/rules/barcodes';",
      "import { ApiError } from '@/upstream/src/http/errors';",
      "import { notFound } from '../http/errors';",
      'export const used = [idParamSchema, problemSchema, isValidBarcode, ApiError, notFound];',
    ].join('\n');
    expect(await restrictedImports('upstream/src/routes/allowed.ts', source)).toBe(0);
  });

  it('lets the API render a receipt, whose PDF files import the kernel alone', async () => {
    const api = [
      "import { renderReceiptPdf } from '@/lib/pdf/receipt/render-receipt-pdf';",
      "import { startTaggedPdf } from '@/lib/pdf/tagged-pdf';",
      'export const used = [renderReceiptPdf, startTaggedPdf];',
    ].join('\n');
    expect(await restrictedImports('upstream/src/services/allowed.ts', api)).toBe(0);
    const receipt = [
      "import type { Receipt } from '@/lib/api/contract/receipts';",
      "import { formatCpf } from '@/lib/rules/cpf';",
      "import { block } from '@/lib/pdf/tagged-pdf';",
      "import { formatDecimal } from '@/lib/format/numbers';",
      "import { renderMealPlanPdf } from '@/lib/pdf/meal-plan/render-meal-plan-pdf';",
      'export const used = [formatCpf, block, formatDecimal, renderMealPlanPdf] as unknown as Receipt[];',
    ].join('\n');
    expect(await restrictedImports('lib/pdf/receipt/crossing.ts', receipt)).toBe(2);
    expect(
      await restrictedImports(
        'upstream/src/services/crossing.ts',
        "import { x } from '@/lib/pdf/meal-plan/pdf-model';\nexport const used = x;",
      ),
    ).toBe(1);
  });

  it('fails when the API imports anything else of the portal', async () => {
    const source = [
      "import { paths } from '@/lib/api/paths';",
      "import { site } from '@/lib/site';",
      "import { Button } from '@/components/ui/button';",
      "import { serverConfig } from '../../../lib/config/server';",
      'export const used = [paths, site, Button, serverConfig];',
    ].join('\n');
    expect(await restrictedImports('upstream/src/routes/crossing.ts', source)).toBe(4);
  });

  it('fails when the portal imports the API', async () => {
    const source = [
      "import { createApp } from '@/upstream/src/app';",
      "import { ApiError } from '../../upstream/src/http/errors';",
      'export const used = [createApp, ApiError];',
    ].join('\n');
    expect(await restrictedImports('components/foodstuffs/crossing.ts', source)).toBe(2);
    expect(await restrictedImports('app/(portal)/crossing.ts', source)).toBe(2);
  });

  it('keeps lib/rules free of lib/api and of I/O', async () => {
    const source = [
      "import { paths } from '@/lib/api/paths';",
      "import { cookies } from 'next/headers';",
      "import { isValidBarcode } from './barcodes';",
      'export const used = [paths, cookies, isValidBarcode];',
    ].join('\n');
    expect(await restrictedImports('lib/rules/crossing.ts', source)).toBe(2);
  });
});
