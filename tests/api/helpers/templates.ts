// The databases every API test file starts from, prepared once per run by a global setup
// (tests/api/setup/) and restored per file: migrating and seeding the demo in every file cost most of the
// suite's time. A file that needs an empty or special database still makes its own.
import type { Database } from '@/upstream/src/db/client';
import { seedCatalogue, seedDatabase } from '@/upstream/src/seed';

/**
 * Each builds on the one before: 'migrated' is the schema only, 'catalogue' adds the food catalogue (TACO,
 * brands, photos), 'seeded' the whole demo with the clock at SEEDED_NOW.
 */
export type TemplateName = 'migrated' | 'catalogue' | 'seeded';

/** A Wednesday evening in São Paulo (21:00 local): every relative date of the seeded demo counts from it. */
export const SEEDED_NOW = new Date('2025-03-12T21:00:00-03:00');

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the dumped data directory of each template (a file path). */
    pgliteTemplates?: Record<TemplateName, string>;
    /** PostgreSQL: the name of each template database on DATABASE_URL's server. */
    postgresTemplates?: Record<TemplateName, string>;
  }
}

/** Fills a database holding the template before `template` so that it holds `template`. */
export async function fillTemplate(database: Database, template: TemplateName): Promise<void> {
  if (template === 'migrated') return database.migrate();
  if (template === 'catalogue') return seedCatalogue(database.db);
  const { seeded } = await seedDatabase(database.db, { now: SEEDED_NOW });
  if (!seeded) throw new Error('the seeded template was not empty');
}

/** The templates in the order each builds on the one before. */
export const TEMPLATES: readonly TemplateName[] = ['migrated', 'catalogue', 'seeded'];
