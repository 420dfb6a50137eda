// The DRI tables against a second transcription (a sample of cells, with its source, in
// lib/rules/dri/second-transcription-sample.csv), their internal coherence, and the references a woman of 30
// and a pregnant woman of 30 get.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIFE_STAGE_GROUPS, type LifeStageGroup } from '@/lib/rules/dri/life-stage';
import { PROTEIN_PER_KG } from '@/lib/rules/dri/macronutrients';
import {
  DRI_NUTRIENTS,
  DRI_TABLES,
  type DriNutrient,
  getNutrientReference,
} from '@/lib/rules/dri/references';

const [header = '', ...lines] = readFileSync(
  new URL('../../lib/rules/dri/second-transcription-sample.csv', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n');
const columns = header.split(',');
const sample = lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));

/** A published unit into the unit the table keeps the nutrient in. */
const TO_STORED: Record<string, Record<string, number>> = {
  mg: { mg: 1, µg: 1 / 1000, g: 1000 },
  µg: { µg: 1 },
  g: { g: 1 },
};

describe('the DRI tables against the second transcription', () => {
  it('has a sample of at least 80 cells across every nutrient and every kind of value', () => {
    expect(sample.length).toBeGreaterThanOrEqual(80);
    expect(new Set(sample.map((row) => row.nutrient))).toEqual(new Set(DRI_NUTRIENTS));
    expect(new Set(sample.map((row) => row.kind))).toEqual(
      new Set(['ear', 'rda', 'ai', 'ul', 'cdrr', 'ear_per_kg']),
    );
    for (const row of sample)
      expect(['nutriR', 'NCBI-appJ_tab3', 'NASEM-2019-S1', 'DGA-A1']).toContain(row.source);
  });

  it('agrees with every sampled cell', () => {
    for (const row of sample) {
      const group = row.group as LifeStageGroup;
      const label = `${row.nutrient} ${row.kind} ${row.group}`;
      expect(LIFE_STAGE_GROUPS, label).toContain(group);
      const published = Number(row.published_value);
      if (row.kind === 'ear_per_kg') {
        expect(PROTEIN_PER_KG.ear[LIFE_STAGE_GROUPS.indexOf(group)], label).toBe(published);
        continue;
      }
      const reference = getNutrientReference(group, row.nutrient as DriNutrient);
      const factor = TO_STORED[reference.unit]?.[row.published_unit as string];
      expect(factor, `${label}: ${row.published_unit} into ${reference.unit}`).toBeDefined();
      const kind = row.kind as 'ear' | 'rda' | 'ai' | 'ul' | 'cdrr';
      expect(reference[kind], label).toBeCloseTo(published * (factor as number), 9);
    }
  });
});

describe('the DRI tables', () => {
  it('gives every nutrient an EAR and an RDA, or an AI alone, for every group, none negative', () => {
    for (const nutrient of DRI_NUTRIENTS) {
      const table = DRI_TABLES[nutrient];
      expect(table.rda !== null || table.ai !== null, nutrient).toBe(true);
      expect(table.rda !== null && table.ai !== null, nutrient).toBe(false);
      for (const column of [table.ear, table.rda, table.ai, table.ul, table.cdrr]) {
        if (column === null) continue;
        expect(column, nutrient).toHaveLength(LIFE_STAGE_GROUPS.length);
        for (const value of column) if (value !== null) expect(value, nutrient).toBeGreaterThan(0);
      }
    }
  });

  it('never sets an RDA below its EAR, nor a UL over all sources below the RDA or AI', () => {
    for (const group of LIFE_STAGE_GROUPS) {
      for (const nutrient of DRI_NUTRIENTS) {
        const { ear, rda, ai, ul, ulScope } = getNutrientReference(group, nutrient);
        if (ear !== null && rda !== null) expect(rda, `${nutrient} ${group}`).toBeGreaterThan(ear);
        if (ul !== null && ulScope === 'ALL_SOURCES') {
          expect(ul, `${nutrient} ${group}`).toBeGreaterThan((rda ?? ai) as number);
        }
      }
    }
  });

  it('keeps the ULs that do not speak of food apart: magnesium (supplements), niacin, vitamin A', () => {
    const adult = getNutrientReference('FEMALE_19_30', 'magnesium');
    expect(adult.ulScope).toBe('SUPPLEMENTS_ONLY');
    // Why the scope matters: for small children the supplement UL is below the RDA from food.
    const child = getNutrientReference('CHILD_1_3', 'magnesium');
    expect(child.ul).toBeLessThan(child.rda as number);
    expect(getNutrientReference('MALE_31_50', 'niacin').ulScope).toBe('SYNTHETIC_FORMS');
    expect(getNutrientReference('MALE_31_50', 'vitamin_a').ulScope).toBe('PREFORMED_VITAMIN_A');
    expect(getNutrientReference('MALE_31_50', 'iron').ulScope).toBe('ALL_SOURCES');
  });

  it('gives sodium an AI and a CDRR but no UL, and potassium an AI alone (2019)', () => {
    expect(getNutrientReference('MALE_51_70', 'sodium')).toMatchObject({
      ai: 1500,
      cdrr: 2300,
      ul: null,
      ear: null,
    });
    expect(getNutrientReference('CHILD_4_8', 'sodium')).toMatchObject({ ai: 1000, cdrr: 1500 });
    expect(getNutrientReference('FEMALE_19_30', 'potassium')).toMatchObject({
      ai: 2600,
      ul: null,
      cdrr: null,
    });
  });

  it('keeps copper in mg, as the food table gives it, from the µg the DRIs print', () => {
    expect(getNutrientReference('MALE_19_30', 'copper')).toMatchObject({
      unit: 'mg',
      ear: 0.7,
      rda: 0.9,
      ul: 10,
    });
  });

  it('gives a woman of 30 and a pregnant woman of 30 (2nd trimester) different references', () => {
    const woman = getNutrientReference('FEMALE_19_30', 'iron');
    const pregnant = getNutrientReference('PREGNANCY_19_30', 'iron');
    expect(woman).toMatchObject({ ear: 8.1, rda: 18, ul: 45 });
    expect(pregnant).toMatchObject({ ear: 22, rda: 27, ul: 45 });
    expect(getNutrientReference('FEMALE_19_30', 'proteins').rda).toBe(46);
    expect(getNutrientReference('PREGNANCY_19_30', 'proteins').rda).toBe(71);
    expect(getNutrientReference('FEMALE_19_30', 'fiber').ai).toBe(25);
    expect(getNutrientReference('PREGNANCY_19_30', 'fiber').ai).toBe(28);
  });
});
