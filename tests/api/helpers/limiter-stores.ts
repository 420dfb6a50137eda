// The stores the rate limits can run on: memory always, Redis too when REDIS_URL names a server.
import { randomBytes } from 'node:crypto';

/** Configuration overrides per store, for createTestApi. */
export const limiterStores: [name: string, overrides: Partial<NodeJS.ProcessEnv>][] = [['memory', {}]];
if (process.env.REDIS_URL) limiterStores.push(['redis', { REDIS_URL: process.env.REDIS_URL }]);

/** Redis keeps its counts between runs: each run speaks from addresses (documentation IPv6) of its own. */
export function createRunAddresses(): () => string {
  const run = randomBytes(2).toString('hex');
  let next = 0;
  return () => `2001:db8:${run}::${++next}`;
}

/** And from e-mails of its own: the booking limits count each e-mail an hour, across runs too. */
export function createRunEmails(domain: string): () => string {
  const run = randomBytes(4).toString('hex');
  let next = 0;
  return () => `visitante${++next}-${run}@${domain}`;
}
