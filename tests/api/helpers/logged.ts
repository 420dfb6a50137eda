// What the API logged, for tests that check a failure is written down: the API logs through pino
// (upstream/src/log.ts), `log.error({ err, … }, 'message')`; a spy on a level sees each call's message.
import type { MockInstance } from 'vitest';

/** The messages of a spied log level's calls: the text after the fields object, or the only argument. */
export function loggedMessages(spy: MockInstance): string[] {
  return spy.mock.calls.map((call) => String(typeof call[0] === 'string' ? call[0] : call[1]));
}
