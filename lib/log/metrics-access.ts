import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a scrape may read /metrics: only with METRICS_TOKEN as its bearer token. Without the setting
 * nobody may, so a process published on the internet never shows its figures by default.
 */
export function mayReadMetrics(authorization: string | undefined | null, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const [given, expected] = [Buffer.from(authorization.slice('Bearer '.length)), Buffer.from(token)];
  return given.length === expected.length && timingSafeEqual(given, expected);
}
