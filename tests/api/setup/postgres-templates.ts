// Global setup of the PostgreSQL API suite: a template database on DATABASE_URL's server for each template
// (helpers/templates.ts), each a copy of the one before brought one step on. Each test file copies one
// (CREATE DATABASE … TEMPLATE), which takes a fraction of migrating and seeding it.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '@/upstream/src/db/client';
import { fillTemplate, TEMPLATES, type TemplateName } from '../helpers/templates';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/throwaway-postgres';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the PostgreSQL API suite needs DATABASE_URL');
  const suffix = randomBytes(4).toString('hex');
  const names: Partial<Record<TemplateName, string>> = {};
  const dropAll = () => Promise.all(Object.values(names).map((name) => dropDatabase(serverUrl, name)));
  try {
    let previous: string | undefined;
    for (const template of TEMPLATES) {
      const name = `nutri_template_${suffix}_${template}`;
      await createDatabase(serverUrl, name, previous);
      names[template] = name;
      const database = await openPostgres(databaseUrl(serverUrl, name));
      await fillTemplate(database, template).finally(() => database.close());
      previous = name;
    }
  } catch (error) {
    await dropAll();
    throw error;
  }
  project.provide('postgresTemplates', names as Record<TemplateName, string>);
  return dropAll;
}
