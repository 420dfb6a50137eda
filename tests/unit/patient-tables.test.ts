// PATIENT_TABLES (upstream/src/services/patients/patient-tables.ts) is the one list of the tables that hold a
// patient's data: her erasure, the end of her record's retention and her export go by it. This test reads the
// schema's foreign keys, so a new table whose column points at a user as a patient, or whose rows belong to a
// listed table's rows, fails here until the list says what erasure, retention and export do with it.
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, integer, PgTable, pgTable, serial } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { patientExportSchema } from '@/lib/api/contract';
import * as schema from '@/upstream/src/db/schema';
import { users } from '@/upstream/src/db/schema';
import { PATIENT_TABLES, type PatientTable, parentOf } from '@/upstream/src/services/patients/patient-tables';

const schemaTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * Columns that point at a user who is not the patient the row is about, each with why. A table listed only
 * here is not a patient's data; a listed table's other user columns are here too.
 */
const NOT_THE_PATIENT: Record<string, string> = {
  // A nutritionist's own data: her registration, specialties, templates, recent foods, week, slots and feed.
  'nutritionist_details.user_id': 'her professional registration; only nutritionists have one',
  'nutritionist_specializations.nutritionist_id': 'the specialties she lists',
  'meal_plan_templates.nutritionist_id': 'her templates, copied from plans without whose they were',
  'nutritionist_food_uses.nutritionist_id': 'the foods she put in plans, without the patient',
  'week_availability.nutritionist_id': 'her week',
  'slot_settings.nutritionist_id': 'her consultation length and gap',
  'calendar_feeds.nutritionist_id': 'her agenda feed’s secret',
  'booking_settings.nutritionist_id': 'her booking page',
  'booking_holds.nutritionist_id': 'whose page the hour was held or asked for on',
  'consultation_prices.nutritionist_id': 'her prices',
  'consultation_packages.nutritionist_id': 'the packages she sells',
  'receipt_counters.nutritionist_id': 'the last number of her receipts',
  // The nutritionist or the author beside the patient in a row that is hers.
  'nutritionist_patients.nutritionist_id': 'whose patient she is: the nutritionist',
  'connection_requests.nutritionist_id': 'who invited her',
  'meal_plans.nutritionist_id': 'who signs the plan',
  'appointments.nutritionist_id': 'whom the appointment is with',
  'patient_packages.nutritionist_id': 'who sold the package',
  'payments.nutritionist_id': 'who was paid',
  'receipts.nutritionist_id': 'who issued the receipt',
  'anamneses.author_id': 'who wrote the version',
  'consultation_notes.author_id': 'who wrote the notes',
  'access_trail.actor_id': 'who read or changed her care data',
  'deletion_requests.requested_by': 'who asked for the erasure (she or her nutritionist)',
  // Held only while it runs, by whoever exports (a patient or her nutritionist): a lease, not data about her.
  'export_slots.caller_id': 'an export running now; the row goes when it ends',
};

interface Reference {
  table: PgTable;
  column: string;
  target: PgTable;
  cascades: boolean;
}

function referencesOf(table: PgTable): Reference[] {
  return getTableConfig(table).foreignKeys.map((key) => {
    const { columns, foreignTable } = key.reference();
    return {
      table,
      column: columns.map((column) => column.name).join(','),
      target: foreignTable,
      cascades: key.onDelete === 'cascade',
    };
  });
}

const nameOf = (table: PgTable) => getTableName(table);
const patientColumnName = (entry: PatientTable | undefined) =>
  entry && entry.patient !== 'email' && !('parent' in entry.patient) ? entry.patient.name : undefined;

/** What PATIENT_TABLES misses of `tables`, each said as the failure should name it. */
function missingFromTheList(tables: readonly PgTable[], list: readonly PatientTable[]): string[] {
  const listed = new Map(list.map((entry) => [entry.table, entry]));
  const missing: string[] = [];
  for (const reference of tables.flatMap(referencesOf)) {
    const name = `${nameOf(reference.table)}.${reference.column}`;
    const entry = listed.get(reference.table);
    if (reference.target === users) {
      if (patientColumnName(entry) === reference.column || name in NOT_THE_PATIENT) continue;
      missing.push(`${name} names a user: list ${nameOf(reference.table)} or say why it is not her`);
    } else if (listed.has(reference.target) && !entry) {
      missing.push(`${name} belongs to ${nameOf(reference.target)}, which holds her data: list it`);
    }
  }
  return missing;
}

describe('the tables that hold a patient’s data', () => {
  it('are all in PATIENT_TABLES: every column that names a user as a patient, and every table under one', () => {
    expect(missingFromTheList(schemaTables, PATIENT_TABLES)).toEqual([]);
  });

  it('fail the test, by name, when a new table holding a patient id is left out', () => {
    const probeWeights = pgTable('probe_weights', {
      id: serial('id').primaryKey(),
      patientId: integer('patient_id').references(() => users.id, { onDelete: 'cascade' }),
    });
    const probeNotes = pgTable('probe_plan_notes', {
      mealPlanId: integer('meal_plan_id').references(() => schema.mealPlans.id, { onDelete: 'cascade' }),
    });
    expect(missingFromTheList([...schemaTables, probeWeights, probeNotes], PATIENT_TABLES)).toEqual([
      'probe_weights.patient_id names a user: list probe_weights or say why it is not her',
      'probe_plan_notes.meal_plan_id belongs to meal_plans, which holds her data: list it',
    ]);
  });

  it('leaves no stale exclusion, and lists each table once', () => {
    const userColumns = new Set(
      schemaTables
        .flatMap(referencesOf)
        .filter((reference) => reference.target === users)
        .map((reference) => `${nameOf(reference.table)}.${reference.column}`),
    );
    expect(Object.keys(NOT_THE_PATIENT).filter((name) => !userColumns.has(name))).toEqual([]);
    const names = PATIENT_TABLES.map((entry) => nameOf(entry.table));
    expect(names.length).toBe(new Set(names).size);
  });

  it('say how each table’s rows are found, and rows that go with a parent go by its foreign key', () => {
    for (const entry of PATIENT_TABLES) {
      const name = nameOf(entry.table);
      const parent = parentOf(entry);
      const fates = [entry.erasure, entry.retention];
      // A plain delete finds her rows by the patient's column.
      for (const fate of fates)
        if (fate.do === 'delete' && !fate.by) expect(patientColumnName(entry), name).toBeDefined();
      expect(
        fates.every((fate) => fate.do === 'withParent'),
        name,
      ).toBe(parent !== undefined);
      if (!parent) continue;
      expect(
        PATIENT_TABLES.some((other) => other.table === parent),
        name,
      ).toBe(true);
      const toParent = referencesOf(entry.table).filter((reference) => reference.target === parent);
      expect(
        toParent.map((reference) => reference.cascades),
        name,
      ).toEqual([true]);
    }
  });

  it('are each in her export or say why not, and the export has no part the list does not name', () => {
    const sections = new Set(
      PATIENT_TABLES.flatMap((entry) => ('section' in entry.export ? [entry.export.section] : [])),
    );
    const exportParts = Object.keys(patientExportSchema.shape).filter((key) => key !== 'generated_at');
    expect([...sections].sort()).toEqual(exportParts.sort());
    for (const entry of PATIENT_TABLES)
      if ('omitted' in entry.export)
        expect(entry.export.omitted.length, nameOf(entry.table)).toBeGreaterThan(10);
  });
});
