// `npm run lint` holds every commit since the rule began to a subject of at most 72 characters and a blank
// line before the body (scripts/check-commit-messages.sh), checked here against a scratch repository.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = mkdtempSync(join(tmpdir(), 'commit-messages-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=ci@nutri.test', '-c', 'user.name=CI', ...args], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();
const commit = (message: string) => git('commit', '-q', '--allow-empty', '-m', message);

/** The script's exit status and what it printed, with the rule starting after `since`. */
function check(since: string) {
  const run = spawnSync('bash', [join(repo, 'scripts/check-commit-messages.sh')], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, COMMIT_RULE_SINCE: since },
  });
  return { status: run.status, output: run.stdout };
}

describe('scripts/check-commit-messages.sh', () => {
  git('init', '-q');
  mkdirSync(join(repo, 'scripts'));
  cpSync('scripts/check-commit-messages.sh', join(repo, 'scripts/check-commit-messages.sh'));
  commit(`An old commit whose subject ran on and on, long before the rule, ${'x'.repeat(40)}`);
  const since = git('rev-parse', 'HEAD');

  it('passes short subjects with a blank line before the body, and leaves older commits alone', () => {
    commit('Add the rule\n\nWhat was wrong, what changed, how it was tested.');
    commit('Fix a typo');
    expect(check(since)).toEqual({ status: 0, output: '' });
  });

  it('names a commit whose subject is longer than 72 characters', () => {
    commit(`Change ${'a'.repeat(70)}`);
    const { status, output } = check(since);
    expect(status).toBe(1);
    expect(output).toContain('the subject has 77 characters (at most 72)');
    git('reset', '-q', '--hard', 'HEAD^');
  });

  it('names a commit whose body starts on the second line', () => {
    commit('Change the rule\nand explain it at once');
    expect(check(since)).toMatchObject({ status: 1 });
    expect(check(since).output).toContain('no blank line between the subject and the body');
    git('reset', '-q', '--hard', 'HEAD^');
  });

  it('says so and passes when the start of the rule is not in the history (a shallow clone)', () => {
    expect(check('0123456789abcdef0123456789abcdef01234567')).toMatchObject({ status: 0 });
  });
});
