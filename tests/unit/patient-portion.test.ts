// lib/pdf/meal-plan/patient-portion.ts: the patient's copy says portions as a person would.

import { describe, expect, it } from 'vitest';
import { patientPortion, pluralMeasure, scaleWeight, spokenCount } from '@/lib/pdf/meal-plan/patient-portion';
import messages from '@/messages/pt-BR.json';
import { readSourceMeasures } from '@/upstream/src/seed/household-measures';

const t = (key: string, values: Record<string, string | number> = {}) => {
  const template = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages.MealPlan);
  return String(template).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
};
const food = (
  unit: 'GRAMS' | 'UNITS' | 'MILLILITERS',
  quantity: number,
  weight: number,
  measure?: string,
) => ({
  quantity,
  baseline_weight: weight,
  measure_name: measure ?? null,
  foodstuff: { unit_of_measurement: unit },
});

describe('portions in the patient’s words', () => {
  it('counts halves and quarters as fractions', () => {
    expect([0.5, 1, 1.5, 2, 2.25, 3.75, 1.3].map(spokenCount)).toEqual([
      '½',
      '1',
      '1 ½',
      '2',
      '2 ¼',
      '3 ¾',
      '1,3',
    ]);
  });

  it('weighs as a kitchen scale shows: whole grams, 5 g steps above 100 g', () => {
    expect([0.4, 12.4, 94.5, 100, 101, 131.25, 357.7].map(scaleWeight)).toEqual([
      1, 12, 95, 100, 100, 130, 360,
    ]);
  });

  it('puts a measure in the plural from two on', () => {
    expect(pluralMeasure('colher de servir')).toBe('colheres de servir');
    expect(pluralMeasure('fatia média')).toBe('fatias médias');
    expect(pluralMeasure('concha')).toBe('conchas');
    expect(pluralMeasure('porção')).toBe('porções');
  });

  it('puts every IBGE measure of the seed in its right plural', () => {
    const names = [...new Set(readSourceMeasures().map((measure) => measure.name))].sort();
    const plurals = Object.fromEntries(names.map((name) => [name, pluralMeasure(name)]));
    expect(plurals).toEqual({
      asa: 'asas',
      bife: 'bifes',
      cacho: 'cachos',
      caneca: 'canecas',
      'colher de café': 'colheres de café',
      'colher de chá': 'colheres de chá',
      'colher de servir': 'colheres de servir',
      'colher de sobremesa': 'colheres de sobremesa',
      'colher de sopa': 'colheres de sopa',
      concha: 'conchas',
      'copo americano': 'copos americanos',
      'copo de requeijão': 'copos de requeijão',
      'copo grande': 'copos grandes',
      'copo médio': 'copos médios',
      coxa: 'coxas',
      dose: 'doses',
      escumadeira: 'escumadeiras',
      fatia: 'fatias',
      filé: 'filés',
      folha: 'folhas',
      'garrafa (600 ml)': 'garrafas (600 ml)',
      gomo: 'gomos',
      'lata (350 ml)': 'latas (350 ml)',
      pacote: 'pacotes',
      pedaço: 'pedaços',
      peito: 'peitos',
      'ponta de faca': 'pontas de faca',
      posta: 'postas',
      'prato fundo': 'pratos fundos',
      'prato raso': 'pratos rasos',
      punhado: 'punhados',
      rodela: 'rodelas',
      sachê: 'sachês',
      sobrecoxa: 'sobrecoxas',
      tablete: 'tabletes',
      unidade: 'unidades',
      'xícara de café': 'xícaras de café',
      'xícara de chá': 'xícaras de chá',
    });
  });

  it('writes measures, units and weights as a person says them', () => {
    expect(patientPortion(food('GRAMS', 3.5, 37.5, 'fatia'), t)).toBe('3 ½ fatias (130 g)');
    expect(patientPortion(food('GRAMS', 1.5, 37.5, 'fatia'), t)).toBe('1 ½ fatia (56 g)');
    expect(patientPortion(food('GRAMS', 2, 45, 'colher de servir'), t)).toBe('2 colheres de servir (90 g)');
    expect(patientPortion(food('UNITS', 2, 50), t)).toBe('2 unidades (100 g)');
    expect(patientPortion(food('UNITS', 1, 50), t)).toBe('1 unidade (50 g)');
    expect(patientPortion(food('GRAMS', 2, 65.6), t)).toBe('130 g');
    expect(patientPortion(food('MILLILITERS', 1, 200), t)).toBe('200 ml');
  });
});
