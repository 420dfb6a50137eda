// The failures in a layer's JSON report, printed again under `npm test`'s closing table: a CI log is often
// read from its end, and the failing test's name and first lines are what it must show.
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

const FIRST_LINES = 6;
const firstLines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .slice(0, FIRST_LINES)
    .map((line) => `      ${line}`)
    .join('\n');

/** Each failed test of a vitest JSON report, and each file that failed outside its tests. */
export function vitestFailures(report: string): string[] {
  if (!existsSync(report)) return [];
  const { testResults = [] } = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  const failures: string[] = [];
  for (const file of testResults) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${file.name} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${file.name}\n${firstLines(file.message)}`);
  }
  return failures;
}

/** Each journey of a Playwright JSON report that did not end as expected. */
export function playwrightFailures(report: string): string[] {
  if (!existsSync(report)) return [];
  const { suites = [] } = JSON.parse(readFileSync(report, 'utf8')) as { suites?: PlaywrightSuite[] };
  const failures: string[] = [];
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push(
            `${file}:${spec.line} › ${spec.title} (${test.status})\n${firstLines(test.results.find((result) => result.error)?.error?.message)}`,
          );
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of suites) visit(suite, suite.file ?? suite.title);
  return failures;
}
