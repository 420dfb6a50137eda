// The CPU time a process has used, read from /proc (Linux), so a bench can say how much of a page's cost
// each process of the product paid: the API (in `npm start`'s own process) and the portal (its child).
// Elsewhere the readings are undefined and the benches print a dash.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  return ticksPerSecond;
}

/** User and system CPU time of `pid` so far, in ms. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicks() : undefined;
  } catch {
    return undefined;
  }
}

/** The processes `pid` started that still run. */
export function childPids(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU ms per request each process spent while `work` ran, over `requests` requests. */
export async function cpuPerRequest<T>(
  pids: { api: number | undefined; portal: number | undefined },
  work: () => Promise<T>,
  requestsOf: (result: T) => number,
): Promise<{ result: T; apiCpuMs: number | undefined; portalCpuMs: number | undefined }> {
  const before = { api: cpuMs(pids.api), portal: cpuMs(pids.portal) };
  const result = await work();
  const requests = requestsOf(result);
  const per = (start: number | undefined, end: number | undefined) =>
    start === undefined || end === undefined || requests === 0 ? undefined : (end - start) / requests;
  return {
    result,
    apiCpuMs: per(before.api, cpuMs(pids.api)),
    portalCpuMs: per(before.portal, cpuMs(pids.portal)),
  };
}
