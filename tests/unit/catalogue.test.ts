import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LEVELS,
  type CatalogueKind,
  FOOD_GROUPS,
  getCatalogueLabelKey,
  getCatalogueValues,
  getListUnitSuffix,
  UNITS_OF_MEASUREMENT,
  WEEKDAYS,
} from '@/lib/catalogue';
import messages from '@/messages/pt-BR.json';

const labels = messages.Catalogue as Record<CatalogueKind, Record<string, string>>;

function label<K extends CatalogueKind>(kind: K, value: Parameters<typeof getCatalogueLabelKey<K>>[1]) {
  const [group, key] = getCatalogueLabelKey(kind, value).split('.') as [CatalogueKind, string];
  return labels[group][key];
}

describe('catalogue labels', () => {
  it('has a Portuguese label for every value of every list', () => {
    const kinds = Object.keys(labels) as CatalogueKind[];
    expect(kinds.sort()).toEqual(
      ['activityLevels', 'foodGroups', 'genders', 'mealPeriods', 'roles', 'units', 'weekdays'].sort(),
    );
    for (const kind of kinds) {
      for (const value of getCatalogueValues(kind)) {
        expect(labels[kind][value], `${kind}.${value}`).toEqual(expect.any(String));
      }
      expect(Object.keys(labels[kind]).sort()).toEqual([...getCatalogueValues(kind)].sort());
    }
  });

  it('names the roles as the specification does', () => {
    expect(getCatalogueValues('roles').map((role) => label('roles', role))).toEqual([
      'Administrador',
      'Nutricionista',
      'Usuário',
    ]);
  });

  it('names the food groups as the specification does', () => {
    expect(FOOD_GROUPS.map((group) => label('foodGroups', group))).toEqual([
      'Frutas',
      'Vegetais',
      'Carnes',
      'Laticínios',
      'Grãos',
      'Legumes',
      'Oleos',
      'Doces',
      'Bebidas',
      'Água',
      'Outros',
    ]);
  });

  it('keeps the mixed-case Liters value and its label', () => {
    expect(UNITS_OF_MEASUREMENT).toContain('Liters');
    expect(label('units', 'Liters')).toBe('Litros');
    expect(UNITS_OF_MEASUREMENT.map((unit) => label('units', unit))).toEqual([
      'Unidades',
      'Gramas',
      'Kilogramas',
      'Litros',
      'Mililitros',
    ]);
  });

  it('names activity levels and meal periods', () => {
    expect(ACTIVITY_LEVELS.map((level) => label('activityLevels', level))).toEqual([
      'Sedentário',
      'Pouco ativo',
      'Moderadamente ativo',
      'Muito ativo',
      'Super ativo',
    ]);
    expect(getCatalogueValues('mealPeriods').map((period) => label('mealPeriods', period))).toEqual([
      'Café da manhã',
      'Lanche da manhã',
      'Almoço',
      'Lanche da tarde',
      'Jantar',
      'Ceia',
    ]);
  });

  it('orders weekdays like Date#getDay', () => {
    expect(WEEKDAYS[new Date(2025, 5, 15).getDay()]).toBe('SUNDAY');
  });

  it('builds message keys inside the Catalogue namespace', () => {
    expect(getCatalogueLabelKey('foodGroups', 'WATER')).toBe('foodGroups.WATER');
  });
});

describe('unit suffixes', () => {
  it('uses g, ml and l in the food list and g for anything else', () => {
    expect(getListUnitSuffix('GRAMS')).toBe('g');
    expect(getListUnitSuffix('MILLILITERS')).toBe('ml');
    expect(getListUnitSuffix('Liters')).toBe('l');
    expect(getListUnitSuffix('UNITS')).toBe('g');
    expect(getListUnitSuffix('KILOGRAMS')).toBe('g');
    expect(getListUnitSuffix(undefined)).toBe('g');
  });
});
