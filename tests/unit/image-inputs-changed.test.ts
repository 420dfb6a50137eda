// .ci/run builds the container image when the last commit changed the Dockerfile or anything `COPY . .`
// takes in, and skips the minutes it takes otherwise (a commit of tests or CI settings only).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = mkdtempSync(join(tmpdir(), 'image-inputs-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=ci@nutri.test', '-c', 'user.name=CI', ...args], { cwd: repo });

function commit(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(repo, path, '..'), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  git('add', '-A');
  git('commit', '-q', '-m', 'change');
}

/** Whether the script says the image must be built after the last commit. */
const rebuilds = () =>
  spawnSync('bash', [join(repo, 'scripts/image-inputs-changed.sh')], { cwd: repo }).status === 0;

describe('scripts/image-inputs-changed.sh', () => {
  it('rebuilds for the Dockerfile and copied files, not for what .dockerignore leaves out', () => {
    git('init', '-q');
    mkdirSync(join(repo, 'scripts'));
    cpSync('scripts/image-inputs-changed.sh', join(repo, 'scripts/image-inputs-changed.sh'));
    commit({
      Dockerfile: 'FROM base\nCOPY . .\n',
      '.dockerignore': 'tests\n.ci\n.next-*/\n',
      'app/page.tsx': 'a',
    });
    // The first commit has nothing to compare with: build.
    expect(rebuilds()).toBe(true);
    commit({ 'tests/unit/a.test.ts': 'b', '.ci/run': 'c' });
    expect(rebuilds()).toBe(false);
    commit({ 'app/page.tsx': 'changed', 'tests/unit/a.test.ts': 'c' });
    expect(rebuilds()).toBe(true);
    commit({ Dockerfile: 'FROM other\nCOPY . .\n' });
    expect(rebuilds()).toBe(true);
    commit({ '.next-bench/x': 'built' });
    expect(rebuilds()).toBe(false);
  });
});
