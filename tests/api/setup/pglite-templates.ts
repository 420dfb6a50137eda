// Global setup of the PGlite API suite: one database brought through each template in turn
// (helpers/templates.ts), its data directory dumped at each. Each test file then starts from a dump
// (helpers/database.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '@/upstream/src/db/client';
import { fillTemplate, TEMPLATES, type TemplateName } from '../helpers/templates';

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'nutri-api-templates-'));
  const database = await openPglite();
  const dumps: Partial<Record<TemplateName, string>> = {};
  try {
    for (const template of TEMPLATES) {
      await fillTemplate(database, template);
      dumps[template] = join(folder, `${template}.tar`);
      await writeFile(dumps[template], Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplates', dumps as Record<TemplateName, string>);
  return () => rm(folder, { recursive: true, force: true });
}
