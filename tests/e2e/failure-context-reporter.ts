// Prints what the page held when a journey failed (Playwright's error-context: its URL and the page's ARIA
// snapshot) into the run's output, after the run's summary: CI keeps only the end of that output, and a
// journey that fails once on a fresh machine must leave enough behind to find its cause.
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough of the snapshot to see which page it was and what it said, without flooding the log. */
const MAX_CHARS = 3_000;

export default class FailureContextReporter implements Reporter {
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context');
    if (!context?.path) return;
    let text = '';
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // The page's snapshot is the part the list reporter does not print already.
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '(no page snapshot)';
    const shown = snapshot.length > MAX_CHARS ? `${snapshot.slice(0, MAX_CHARS)}\n… (cut)` : snapshot;
    this.pages.push(`── page when "${test.title}" failed ──\n${shown}\n── end of page ──`);
  }

  onEnd(): void {
    if (this.pages.length > 0) process.stdout.write(`\n${this.pages.join('\n\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
