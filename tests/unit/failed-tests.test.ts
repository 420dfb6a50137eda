// `npm test` names each failed test again under its closing table (scripts/failed-tests.ts), read from the
// layers' JSON reports: here, reports shaped as vitest's and Playwright's JSON reporters write them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from '@/scripts/failed-tests';

const folder = mkdtempSync(join(tmpdir(), 'failed-tests-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const report = (name: string, content: unknown) => {
  const path = join(folder, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
};

describe('vitestFailures', () => {
  it('names each failed test with the first lines of its message, and a file that failed to load', () => {
    const path = report('vitest.json', {
      testResults: [
        {
          name: '/repo/tests/api/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'a fails',
              status: 'failed',
              failureMessages: ['AssertionError: expected 2 to be 3\n    at a.test.ts:2\n1\n2\n3\n4\n5\n6'],
            },
          ],
        },
        {
          name: '/repo/tests/api/b.test.ts',
          status: 'failed',
          message: 'SyntaxError: b',
          assertionResults: [],
        },
        { name: '/repo/tests/api/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    });
    const failures = vitestFailures(path);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain('/repo/tests/api/a.test.ts › a fails');
    expect(failures[0]).toContain('expected 2 to be 3');
    expect(failures[0]).not.toContain('6');
    expect(failures[1]).toContain('/repo/tests/api/b.test.ts\n      SyntaxError: b');
  });

  it('is empty when the report is missing', () => {
    expect(vitestFailures(join(folder, 'none.json'))).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  it('names the journeys that failed or passed only on a retry, in nested suites', () => {
    const spec = (title: string, status: string) => ({
      title,
      line: 7,
      tests: [{ status, results: [{ error: { message: `${title} broke` } }] }],
    });
    const path = report('e2e.json', {
      suites: [
        {
          title: 'agenda.spec.ts',
          file: 'agenda.spec.ts',
          specs: [spec('books', 'expected'), spec('moves', 'unexpected')],
          suites: [{ title: 'on a phone', specs: [spec('cancels', 'flaky')] }],
        },
      ],
    });
    expect(playwrightFailures(path)).toEqual([
      'agenda.spec.ts:7 › moves (unexpected)\n      moves broke',
      'agenda.spec.ts:7 › cancels (flaky)\n      cancels broke',
    ]);
  });
});
