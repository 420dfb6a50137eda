// One Lighthouse run in Debian's chromium and the numbers the public pages are held to.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageMeasure {
  url: string;
  /** Where the page ended, after any redirect (a signed-out page ends at /login). */
  finalUrl: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  /**
   * LCP as the unthrottled run painted it, and what it painted. Lighthouse simulates the throttled LCP from
   * it: every request started before this paint (the page's scripts among them) counts as on its way.
   */
  observedLcpMs: number;
  lcpElement: string;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** JavaScript the page loads: how many files, and their bytes once gzipped (as `next start` serves them). */
  scripts: { count: number; gzipBytes: number; rawBytes: number };
  failedAudits: string[];
  /**
   * Lighthouse's measure of the host CPU for this run (higher is faster). Its 4x slowdown assumes about 1000
   * or more; TBT scales with it, so runs whose indexes differ widely are not comparable.
   */
  benchmarkIndex: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function measureScripts(urls: string[]): Promise<PageMeasure['scripts']> {
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { count: urls.length, gzipBytes, rawBytes };
}

/** Lighthouse's own advice for these is "run Lighthouse again": they come from the trace, not the page. */
const RETRYABLE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);

class RetryableRunError extends Error {}

/** Measures `url`, running Lighthouse again (up to `attempts` runs) when its trace recording fails. */
export async function measurePage(
  url: string,
  attempts = 3,
  /** Sent with every request of the page, such as a session cookie for a signed-in page. */
  headers: Record<string, string> = {},
  /** The CPU slowdown to simulate instead of Lighthouse's default 4× (see cpu-calibration.ts). */
  cpuSlowdownMultiplier?: number,
): Promise<{ measure: PageMeasure; report: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measurePageOnce(url, headers, cpuSlowdownMultiplier);
    } catch (error) {
      if (!(error instanceof RetryableRunError) || attempt >= attempts) throw error;
      console.warn(`${error.message} (run ${attempt} of ${attempts}; trying again)`);
    }
  }
}

async function measurePageOnce(
  url: string,
  headers: Record<string, string>,
  cpuSlowdownMultiplier: number | undefined,
): Promise<{ measure: PageMeasure; report: string }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    // The default configuration: mobile form factor, simulated slow 4G and a 4x slower CPU unless told
    // otherwise (Lighthouse merges the one setting into its defaults).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(Object.keys(headers).length > 0 ? { extraHeaders: headers } : {}),
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const message = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      throw RETRYABLE_ERRORS.has(lhr.runtimeError.code) ? new RetryableRunError(message) : new Error(message);
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
      ?.items ?? []) as NetworkRequest[];
    const scriptUrls = requests.filter((request) => request.resourceType === 'Script').map((r) => r.url);
    const observed = (
      lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] }
    )?.items?.[0];
    const lcpNode = (
      lhr.audits['lcp-breakdown-insight']?.details as { items?: { type: string; nodeLabel?: string }[] }
    )?.items?.find((item) => item.type === 'node');
    const failedAudits = Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id);
    const measure: PageMeasure = {
      url,
      finalUrl: lhr.finalDisplayedUrl,
      scores: {
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
      },
      lcpMs: numeric('largest-contentful-paint'),
      observedLcpMs: observed?.observedLargestContentfulPaint ?? Number.NaN,
      lcpElement: lcpNode?.nodeLabel ?? '',
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
      scripts: await measureScripts(scriptUrls),
      failedAudits,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    return { measure, report: result.report as string };
  } finally {
    chrome.kill();
  }
}

/**
 * One reading of Lighthouse's benchmarkIndex for this host: a navigation to `url` with a single cheap audit,
 * since Lighthouse measures the host on every navigation whatever it audits.
 */
export async function readBenchmarkIndex(url: string): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['viewport'],
    });
    const index = result?.lhr.environment.benchmarkIndex;
    if (index === undefined || !Number.isFinite(index)) throw new Error(`no benchmarkIndex from ${url}`);
    return index;
  } finally {
    chrome.kill();
  }
}
