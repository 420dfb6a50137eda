// The callers of bench:stall (tests/bench/stall.ts), in a worker thread of their own: reading twenty 5 MB
// answers is work too, and on the API's thread it would count in the event-loop block measured there.
// Rounds of parallel exports by the nutritionist while the patient reads /v1/me; posts back the reads'
// durations and the exports' statuses.
import { parentPort, workerData } from 'node:worker_threads';

export interface StallClients {
  base: string;
  patientId: number;
  nutriToken: string;
  patientToken: string;
  exports: number;
  rounds: number;
}

export interface StallClientsResult {
  reads: number[];
  statuses: Record<string, number>;
}

const { base, patientId, nutriToken, patientToken, exports, rounds } = workerData as StallClients;
const asPatient = { headers: { Authorization: `Bearer ${patientToken}` } };
const asNutri = { headers: { Authorization: `Bearer ${nutriToken}` } };

const reads: number[] = [];
const statuses: Record<string, number> = {};
let exporting = true;

async function readMeUntilDone() {
  while (exporting) {
    const started = performance.now();
    const answer = await fetch(`${base}/v1/me`, asPatient);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`/v1/me answered ${answer.status}`);
    reads.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function exportOnce() {
  const answer = await fetch(`${base}/v1/users/${patientId}/export`, asNutri);
  await answer.arrayBuffer();
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  if (answer.status === 429 && !answer.headers.get('retry-after')) throw new Error('429 without Retry-After');
}

const reader = readMeUntilDone();
for (let round = 0; round < rounds; round += 1) {
  await Promise.all(Array.from({ length: exports }, exportOnce));
}
exporting = false;
await reader;
parentPort?.postMessage({ reads, statuses } satisfies StallClientsResult);
