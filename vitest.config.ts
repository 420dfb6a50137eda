import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./', import.meta.url)) };

/**
 * The API files whose behaviour depends on the database engine: with DATABASE_URL set, the only ones that run
 * on PGlite as well as on the real PostgreSQL server. Every other API file runs once, on the server: it is the
 * same PostgreSQL, and what it tests (rules, answers, authorization) does not change with the engine, while a
 * copy of a template database there costs a fraction of a PGlite restore (about 0.4 s each, alone, and most
 * of the layer's time). PGlite serves one query at a time, so races, locks and timeouts are only real on the
 * server; the node-postgres driver parses raw SQL's rows differently (dates, json_agg), which the summaries
 * read.
 */
const ENGINE_DEPENDENT_API_FILES = [
  'db', // concurrent migrations from several processes, index options
  'database-failures', // a server that stalls, cuts connections or refuses them
  'query-counts', // SQL per request through the node-postgres driver
  'word-search', // trigram and unaccent search, ranking
  'foodstuffs', // the catalogue search and its filters
  'patients', // the patient-name search
  'appointments', // parallel bookings of one hour, the overlap constraint, a held lock
  'registration', // parallel code guesses against the attempt counter
  'meal-plans', // parallel creations against the one-ACTIVE-plan rule
  'profile', // parallel profile changes
  'meal-summaries', // raw SQL summed per day, read through either driver
  'nutritionist-dashboard', // raw SQL adherence of the week, read through either driver
  'meal-plan-edits', // raw SQL of the calorie history, read through either driver
  'jobs', // two processes taking jobs at once (FOR UPDATE SKIP LOCKED), leases
  'anamneses', // raw SQL dates of the versions, read through either driver
  'expired-records', // raw SQL of a record's last entry, read through either driver; SKIP LOCKED
  'export-slots', // parallel takers of the export slots, under one advisory lock
  'plan-food-picker', // the plan ranking's keys and its index over either engine
  'patient-records', // two sign-ups racing to claim one record
  'unbooked-consultations', // the overlap constraint's refusal, rolled back, through either driver
  'booking-holds', // parallel holds of one hour, under her row's lock and an e-mail's advisory lock
  'money-parallel', // receipts numbered by a locked counter row, payments of one balance taken in turn
  'money-month', // sums of centavos (bigint) read back through either driver
  'read-batch', // a batch's trail rows, one raw insert of typed values, through either driver
].map((name) => `tests/api/${name}.test.ts`);

/** The API files about PGlite itself, or that open one of their own whatever the engine: on PGlite only. */
const PGLITE_ONLY_API_FILES = [
  'api-bundle', // the bundled API, which embeds PGlite
  'database-maintenance', // vacuuming the embedded database
  'erasure-on-disk', // what an erasure leaves in PGlite's data folder
  'jobs-restart', // an API process killed with its PGlite in DATA_DIR
  'pglite-turns', // PGlite and the event loop
  'pglite-parsers', // drizzle's parser table folded into PGlite's own
  'pglite-statements', // each query text prepared once on PGlite
  'private-files', // the modes of PGlite's files under DATA_DIR
  'food-components-migration', // a migration of data on a PGlite of its own
  'unknown-nutrients-migration', // the same
].map((name) => `tests/api/${name}.test.ts`);

// A renamed file would silently leave its pass.
for (const file of [...ENGINE_DEPENDENT_API_FILES, ...PGLITE_ONLY_API_FILES])
  if (!existsSync(file)) throw new Error(`${file} does not exist`);

/**
 * The test files of `folder` split by whether they set up modules for themselves: they mock modules, stub
 * settings, globals or timers, or read process.env. Those run each in a fresh module graph; the others share
 * one per worker, as the API files do, since evaluating the same modules again for each file was half of
 * the unit and component layers' time. Found by reading the files, so a new file that mocks lands in the
 * isolated project by itself.
 */
function splitByModuleSetUp(folder: string, suffix: string) {
  const setsUpModules = /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers)\(|process\.env/;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(suffix))
    .map((name) => `${folder}/${name}`);
  const isolated = files.filter((file) => setsUpModules.test(readFileSync(file, 'utf8')));
  return { isolated, shared: files.filter((file) => !isolated.includes(file)) };
}
const unitFiles = splitByModuleSetUp('tests/unit', '.test.ts');
const componentFiles = splitByModuleSetUp('tests/components', '.test.tsx');

const apiProject = {
  resolve: { alias },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file builds its own API, database and settings (helpers/api.ts), so files need no fresh module
    // graph: evaluating the API's modules again for each file was a third of the layer's time.
    isolate: false,
  },
} as const;

const componentProject = {
  plugins: [react()],
  resolve: { alias },
  test: { environment: 'jsdom' as const, setupFiles: ['tests/components/setup.ts'] },
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core runner, where the files of the API
    // spend much of their time waiting on a database or a timer. Two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: unitFiles.shared, isolate: false },
      },
      {
        resolve: { alias },
        test: { name: 'unit-isolated', environment: 'node', include: unitFiles.isolated },
      },
      {
        ...apiProject,
        test: {
          ...apiProject.test,
          name: 'api-pglite',
          include: process.env.DATABASE_URL
            ? [...ENGINE_DEPENDENT_API_FILES, ...PGLITE_ONLY_API_FILES]
            : ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/setup/pglite-templates.ts'],
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              ...apiProject,
              test: {
                ...apiProject.test,
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                exclude: PGLITE_ONLY_API_FILES,
                env: { TEST_DATABASE: 'postgres' },
                globalSetup: ['tests/api/setup/postgres-templates.ts'],
              },
            },
          ]
        : []),
      {
        ...componentProject,
        // One jsdom and one module graph per worker for the files that set nothing up for themselves.
        test: {
          ...componentProject.test,
          name: 'components',
          pool: 'threads',
          isolate: false,
          include: componentFiles.shared,
        },
      },
      {
        ...componentProject,
        test: {
          ...componentProject.test,
          name: 'components-isolated',
          // A jsdom per file took 1.7 s each to create; vmThreads creates one per worker and still gives
          // every file its own module graph and globals.
          pool: 'vmThreads',
          include: componentFiles.isolated,
        },
      },
    ],
  },
});
