// The API as the container image runs it: one bundled file (upstream/src/server.ts and everything it
// imports), the files it reads beside it (migrations, the TACO table), and a package.json naming only the
// packages that cannot be bundled (native or WebAssembly), at the lockfile's versions. Installed with
// `npm install --omit=dev` there, the folder needs about 50 MB of packages instead of the repository's.
//
//   npx tsx scripts/build-api.ts <out-dir>
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));

/**
 * Loaded from files esbuild cannot follow: a WebAssembly database, native password hashing and images;
 * the receipt's PDF writer, which reads its font metrics from files beside it, and the typeface it embeds
 * (lib/pdf/pdf-font-files.ts finds it in node_modules under the working folder).
 */
export const UNBUNDLED_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
  'inter-font',
] as const;

function lockedVersionOf(name: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json`);
  return version;
}

export async function buildApi(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['upstream/src/server.ts'],
    outfile: join(outDir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // pg's optional native binding is never installed; the pure JavaScript client is used.
    external: [...UNBUNDLED_PACKAGES, 'pg-native'],
    // Some bundled packages are CommonJS and call require().
    banner: {
      js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  // Read at run time next to the module that names them (db/client.ts, seed/taco.ts): here, the bundle.
  cpSync(join(root, 'upstream/src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  cpSync(join(root, 'upstream/src/seed/data'), join(outDir, 'data'), { recursive: true });
  // The /docs page's renderer (routes/docs.ts), a browser script read as a file, never bundled.
  mkdirSync(join(outDir, 'docs'), { recursive: true });
  cpSync(
    join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser/standalone.js'),
    join(outDir, 'docs/scalar-standalone.js'),
  );
  const dependencies = Object.fromEntries(UNBUNDLED_PACKAGES.map((name) => [name, lockedVersionOf(name)]));
  writeFileSync(
    join(outDir, 'package.json'),
    `${JSON.stringify({ name: 'nutri-api', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('Usage: npx tsx scripts/build-api.ts <out-dir>');
    process.exit(1);
  }
  await buildApi(outDir);
  console.log(`API bundled into ${outDir}: npm install --omit=dev there, then node server.mjs`);
}
