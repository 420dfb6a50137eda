// Memory of many large photo uploads at once: 12 food photos of 39 megapixels sent together to
// POST /v1/foodstuff-photos of the real API app in-process, as JPEG (decoded shrunk on load) and as PNG
// (decoded whole). Reports the process's resident memory before and at its peak (sampled every 5 ms),
// and how the uploads were answered: at most two decode at once and eight wait (infra/decode-slots.ts),
// so the rest are told to try again (503 SERVER_BUSY) rather than queued without bound.
//
//   npx tsx tests/bench/photo-memory.ts
//   BENCH_SMOKE=1 npx tsx tests/bench/photo-memory.ts   # 3 photos of 2 megapixels: does it still run?
//
// Every upload must be answered 201 or 503; anything else fails the bench.

import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { openPglite } from '@/upstream/src/db/client';
import { userRoles, users } from '@/upstream/src/db/schema';
import { hashPassword } from '@/upstream/src/infra/passwords';
import { createInProcessApp } from '../api/helpers/in-process-app';
import { resultsFile, sized } from './mode';

const AT_ONCE = sized(12, 3);
const [WIDTH, HEIGHT] = sized([7200, 5400], [1600, 1200]);
const MB = 1024 * 1024;

/** A photo-like picture (soft gradients and shapes) that stays under the 5 MB upload limit. */
async function photo(format: 'jpeg' | 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#f4d03f"/><stop offset="1" stop-color="#7b3f00"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${WIDTH / 3}" cy="${HEIGHT / 2}" r="${HEIGHT / 4}" fill="#fdfefe" opacity="0.7"/>
    <ellipse cx="${(WIDTH * 2) / 3}" cy="${HEIGHT / 2}" rx="${WIDTH / 6}" ry="${HEIGHT / 5}" fill="#c0392b" opacity="0.6"/>
  </svg>`;
  const image = sharp(Buffer.from(svg), { limitInputPixels: false });
  return format === 'jpeg'
    ? image.jpeg({ quality: 85 }).toBuffer()
    : image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

function sampleResidentMemory() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage.rss());
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-photos-'));
const database = await openPglite();
await database.migrate();
const [admin] = await database.db
  .insert(users)
  .values({
    name: 'Admin',
    email: 'admin@bench.test',
    passwordHash: await hashPassword('Bench1234'),
    mainRole: 'ROLE_ADMIN',
  })
  .returning({ id: users.id });
await database.db.insert(userRoles).values({ userId: admin!.id, role: 'ROLE_ADMIN' });
const api = createInProcessApp(database, { DATA_DIR: dataDir });
const token = await api.signIn('admin@bench.test', 'Bench1234');

const results = [];
try {
  for (const format of ['jpeg', 'png'] as const) {
    const bytes = await photo(format);
    if (bytes.length > 5 * MB) throw new Error(`${format}: ${bytes.length} bytes is over the upload limit`);
    global.gc?.();
    const before = process.memoryUsage.rss();
    const peakOf = sampleResidentMemory();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, index) => {
        const form = new FormData();
        form.append(
          'file',
          new Blob([new Uint8Array(bytes)], { type: `image/${format}` }),
          `foto-${index}.${format}`,
        );
        const answer = await api.request('/v1/foodstuff-photos?tags=bench', {
          method: 'POST',
          token,
          body: form,
        });
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    const peak = peakOf();
    const unexpected = statuses.filter((status) => status !== 201 && status !== 503);
    if (unexpected.length > 0) throw new Error(`${format}: unexpected answers ${unexpected.join(', ')}`);
    results.push({
      format,
      megapixels: Math.round((WIDTH * HEIGHT) / 1e5) / 10,
      fileMB: Math.round((bytes.length / MB) * 10) / 10,
      atOnce: AT_ONCE,
      stored: statuses.filter((status) => status === 201).length,
      busy: statuses.filter((status) => status === 503).length,
      seconds: Math.round(performance.now() - started) / 1000,
      rssBeforeMB: Math.round(before / MB),
      rssPeakMB: Math.round(peak / MB),
      rssGrowthMB: Math.round((peak - before) / MB),
    });
  }
} finally {
  // Closes the database too.
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}

console.table(results);
writeFileSync(
  resultsFile('photo-memory'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
);
