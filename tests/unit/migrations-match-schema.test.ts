// The migrations and their latest snapshot describe upstream/src/db/schema.ts exactly: generating from the
// schema writes nothing new. Otherwise `npm run db:generate` would diff against an old snapshot and write
// again what earlier migrations already do (it once diffed against 0004 while the journal listed 0012).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = process.cwd();
// drizzle-kit reads `out` relative to the working folder, so the copy lives inside the repository.
const folder = mkdtempSync(join(root, '.data-migrations-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('migrations', () => {
  it('generating from the schema finds nothing to migrate, and drizzle-kit check passes', () => {
    const out = join(folder, 'migrations');
    cpSync(join(root, 'upstream/src/db/migrations'), out, { recursive: true });
    const config = join(folder, 'drizzle.config.ts');
    writeFileSync(
      config,
      `export default { dialect: 'postgresql', schema: './upstream/src/db/schema.ts', out: './${relative(root, out)}' };\n`,
    );
    const before = readdirSync(out).sort();
    const drizzleKit = join(root, 'node_modules/.bin/drizzle-kit');
    const generated = execFileSync(drizzleKit, ['generate', '--config', config, '--name', 'drift'], {
      encoding: 'utf8',
    });
    expect(readdirSync(out).sort()).toEqual(before);
    expect(generated).toContain('No schema changes');
    expect(execFileSync(drizzleKit, ['check', '--config', config], { encoding: 'utf8' })).toContain(
      "Everything's fine",
    );
  }, 60_000);
});
