// The JavaScript each signed-in page loads, chunk by chunk, gzipped (as the Lighthouse bench counts it):
// script tags of the served HTML, read from the build. Starts the product like lighthouse-signed-in.ts.
//   npx next build && npm run bench:js [-- --chunks]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { benchPort } from './mode';
import { signInToApi, signInToPortal, startProductOn } from './product';

const PORTAL_PORT = benchPort('BENCH_PORTAL_PORT', 3890);
const API_PORT = benchPort('BENCH_API_PORT', 4890);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const showChunks = process.argv.includes('--chunks');

const product = await startProductOn(PORTAL_PORT, API_PORT, undefined, 'nutri_js');
try {
  const cookies = {
    nutri: await signInToPortal(product.portalUrl, 'nutri@nutri.test', 'Nutri1234'),
    admin: await signInToPortal(product.portalUrl, 'admin@nutri.test', 'Admin1234'),
    none: '',
  };
  const token = await signInToApi(product.apiUrl, 'nutri@nutri.test', 'Nutri1234');
  const me = (await (
    await fetch(`${product.apiUrl}/v1/me`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: number };
  const patients = (await (
    await fetch(`${product.apiUrl}/v1/nutritionists/${me.id}/patients?page=0&size=8`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { content: { id: number }[] };
  const patient = patients.content[0]?.id;
  const apiGet = async <T>(path: string, bearer: string) =>
    (await (
      await fetch(`${product.apiUrl}${path}`, { headers: { Authorization: `Bearer ${bearer}` } })
    ).json()) as T;
  const appointment = (
    await apiGet<{ content: { id: number }[] }>(
      `/v1/appointments?nutritionist_id=${me.id}&page=0&size=1`,
      token,
    )
  ).content[0]?.id;
  const adminToken = await signInToApi(product.apiUrl, 'admin@nutri.test', 'Admin1234');
  const food = (await apiGet<{ content: { id: number }[] }>('/v1/foodstuffs?page=0&size=1', adminToken))
    .content[0]?.id;
  const pages: [string, keyof typeof cookies][] = [
    ['/session-expired', 'none'],
    ['/login', 'none'],
    ['/home', 'nutri'],
    ['/patients', 'nutri'],
    [`/patients/${patient}`, 'nutri'],
    [`/patients/${patient}/meal-plan`, 'nutri'],
    [`/patients/${patient}/progress`, 'nutri'],
    [`/patients/${patient}/anthropometry`, 'nutri'],
    [`/patients/${patient}/anamnesis`, 'nutri'],
    [`/patients/${patient}/consultations`, 'nutri'],
    ['/appointments', 'nutri'],
    [`/appointments/${appointment}`, 'nutri'],
    ['/profile', 'nutri'],
    ['/dashboard', 'admin'],
    ['/foodstuffs', 'admin'],
    ['/create-foodstuff', 'admin'],
    [`/foodstuffs/${food}/editing`, 'admin'],
    ['/nutritionist-registration', 'none'],
    ['/forgot-password', 'none'],
    ['/reset-password/no-such-link', 'none'],
    ['/connection-requests/acceptance-codes/NO-SUCH-CODE', 'none'],
  ];
  const sizes = new Map<string, number>();
  const gz = (src: string) => {
    let size = sizes.get(src);
    if (size === undefined) {
      const file = `${distDir}/static/${src.replace(/^\/_next\/static\//, '').split('?')[0]}`;
      size = gzipSync(readFileSync(file)).length;
      sizes.set(src, size);
    }
    return size;
  };
  const usage = new Map<string, number>();
  for (const [path, as] of pages) {
    const html = await (
      await fetch(`${product.portalUrl}${path}`, { headers: as === 'none' ? {} : { Cookie: cookies[as] } })
    ).text();
    // Not the nomodule polyfills: the browsers the product serves never load them.
    const tags = [...html.matchAll(/<script[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/nomodule/i.test(tag));
    const srcs = [...new Set(tags.flatMap((tag) => /\ssrc="([^"]+\.js[^"]*)"/.exec(tag)?.[1] ?? []))];
    const total = srcs.reduce((sum, src) => sum + gz(src), 0);
    console.log(`${path.padEnd(34)} ${(total / 1024).toFixed(1).padStart(6)} KiB  ${srcs.length} files`);
    for (const src of srcs) usage.set(src, (usage.get(src) ?? 0) + 1);
    if (showChunks)
      for (const src of srcs) console.log(`    ${(gz(src) / 1024).toFixed(1).padStart(6)}  ${src}`);
  }
  if (showChunks) {
    console.log('\nchunks by size (pages using them):');
    for (const [src, n] of [...usage].sort((a, b) => gz(b[0]) - gz(a[0])))
      console.log(`  ${(gz(src) / 1024).toFixed(1).padStart(6)} KiB  ${String(n).padStart(2)}  ${src}`);
  }
} finally {
  await product.stop();
}
