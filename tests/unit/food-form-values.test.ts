import { describe, expect, it } from 'vitest';
import { fromFoodstuff } from '@/components/foodstuffs/food-form-initial-values';
import * as rule from '@/components/foodstuffs/food-form-rule';
import { canConvertFormToUnits, convertFormToUnits } from '@/components/foodstuffs/food-form-units';
import {
  emptyFoodFormValues,
  type FoodFormValues,
  findSaveBlockers,
  findTooLargeFields,
  isSavable,
  sanitizeDecimalInput,
} from '@/components/foodstuffs/food-form-values';
import { type Foodstuff, NUTRIENTS } from '@/lib/api/contract';
import { readComponents } from '@/lib/rules/food-components';

const filled: FoodFormValues = {
  ...emptyFoodFormValues(),
  name: ' Banana prata ',
  group: 'FRUITS',
  unitOfMeasurement: 'GRAMS',
  baselineWeight: '100',
  nutrients: { calories: '98', proteins: '1,3', carbohydrates: '26', sodium: '0', fiber: '2', fats: '0,1' },
};

const food: Foodstuff = {
  id: 7,
  name: 'Leite integral UHT',
  patient_name: 'Leite integral',
  group: 'DAIRY',
  unit_of_measurement: 'MILLILITERS',
  baseline_weight: 100,
  barcode: '7896041000115',
  brand: { id: 2, name: 'Fazenda Boa Esperança' },
  brand_id: 2,
  photo_id: 5,
  photo_url: '/foods/milk.svg',
  nutrition_information: {
    calories: 60,
    proteins: 3,
    carbohydrates: 4.5,
    sodium: 65,
    fiber: null,
    fats: 3.3,
  },
  components: readComponents({ calcium: 123, iron: 'trace', rae: 31 }),
};

describe('food form values', () => {
  it('Salvar needs name, group, unit, base weight and all six nutrients; 0 counts as filled', () => {
    expect(isSavable(filled, rule)).toBe(true);
    expect(isSavable(emptyFoodFormValues(), rule)).toBe(false);
    for (const change of [
      { name: '  ' },
      { group: '' as const },
      { unitOfMeasurement: '' as const },
      { baselineWeight: '' },
      { baselineWeight: '0' },
      { nutrients: { ...filled.nutrients, fats: '' } },
      { barcode: '7891234567890' },
    ]) {
      expect(isSavable({ ...filled, ...change }, rule), JSON.stringify(change)).toBe(false);
    }
    expect(isSavable({ ...filled, barcode: '7891234567895' }, rule)).toBe(true);
  });

  it("until the contract's rule has loaded, the screen asks for every field and a valid barcode", () => {
    expect(isSavable(filled, null)).toBe(true);
    expect(isSavable({ ...filled, nutrients: { ...filled.nutrients, fiber: null } }, null)).toBe(true);
    for (const change of [
      { name: '  ' },
      { group: '' as const },
      { unitOfMeasurement: '' as const },
      { baselineWeight: '' },
      { nutrients: { ...filled.nutrients, fats: '' } },
      { barcode: '7891234567890' },
    ]) {
      expect(isSavable({ ...filled, ...change }, null), JSON.stringify(change)).toBe(false);
    }
    expect(findSaveBlockers({ ...emptyFoodFormValues(), name: 'Banana' }, null)).toEqual({
      missing: ['group', 'unitOfMeasurement', 'baselineWeight', ...NUTRIENTS],
      invalid: [],
      barcode: false,
      tooLarge: false,
      unreadableComponents: [],
    });
  });

  it('refuses what the contract refuses: amounts above 1,000,000 and names over 200 characters', () => {
    const tooMuch = { ...filled, nutrients: { ...filled.nutrients, sodium: '123456789' } };
    expect(isSavable(tooMuch, rule)).toBe(false);
    expect([...findTooLargeFields(tooMuch, rule)]).toEqual(['sodium']);
    expect(isSavable({ ...filled, baselineWeight: '1000001' }, rule)).toBe(false);
    expect(isSavable({ ...filled, nutrients: { ...filled.nutrients, sodium: '1000000' } }, rule)).toBe(true);
    expect(isSavable({ ...filled, name: 'a'.repeat(201) }, rule)).toBe(false);
    expect(() => rule.toFoodstuffRequest(tooMuch)).toThrow();
  });

  it('reads comma or dot decimals and keeps typing to digits and one separator', () => {
    expect(sanitizeDecimalInput('12a,3.4')).toBe('12,34');
    expect(sanitizeDecimalInput('1.23456')).toBe('1,234');
    expect(sanitizeDecimalInput('-5')).toBe('5');
  });

  it('builds the request with numbers, trimmed name and optional fields as null', () => {
    expect(rule.toFoodstuffRequest(filled)).toEqual({
      name: 'Banana prata',
      patient_name: null,
      group: 'FRUITS',
      unit_of_measurement: 'GRAMS',
      baseline_weight: 100,
      barcode: null,
      brand_id: null,
      photo_id: null,
      nutrition_information: {
        calories: 98,
        proteins: 1.3,
        carbohydrates: 26,
        sodium: 0,
        fiber: 2,
        fats: 0.1,
      },
      // Every component is sent, a blank one as unknown, so an edit clears what she emptied.
      components: expect.objectContaining({ calcium: null, iron: null, vitamin_c: null }),
    });
  });

  it("components: blank is 'Sem valor', Tr is trace, and a lone comma keeps Salvar disabled", () => {
    const typed = {
      ...filled,
      components: { ...filled.components, calcium: '6', iron: 'Tr', vitamin_c: '21,6' },
    };
    expect(rule.toFoodstuffRequest(typed).components).toMatchObject({
      calcium: 6,
      iron: 'trace',
      vitamin_c: 21.6,
      zinc: null,
    });
    const unreadable = { ...filled, components: { ...filled.components, zinc: ',' } };
    expect(isSavable(unreadable, rule)).toBe(false);
    expect(findSaveBlockers(unreadable, rule).unreadableComponents).toEqual(['zinc']);
    const huge = { ...filled, components: { ...filled.components, potassium: '1000001' } };
    expect(findTooLargeFields(huge, rule)).toEqual(new Set(['components.potassium']));
  });

  it('prefills the components: amounts as typed, trace as Tr, unknown blank', () => {
    expect(fromFoodstuff(food, { keepBarcode: true }).components).toMatchObject({
      calcium: '123',
      iron: 'Tr',
      rae: '31',
      zinc: '',
    });
  });

  it('converts the components to units as well, leaving traces and blanks as they are', () => {
    const typed = {
      ...filled,
      components: { ...filled.components, calcium: '6', iron: 'Tr', copper: '0,05' },
    };
    expect(convertFormToUnits(typed, 86).components).toMatchObject({
      calcium: '5,16',
      iron: 'Tr',
      copper: '0,043',
      zinc: '',
    });
  });

  it('prefills from a food; a copy (Duplicar) leaves the barcode empty, editing keeps it', () => {
    const copy = fromFoodstuff(food, { keepBarcode: false });
    expect(copy).toMatchObject({
      name: 'Leite integral UHT',
      barcode: '',
      brand: { id: 2, name: 'Fazenda Boa Esperança' },
      photo: { id: 5, url: '/foods/milk.svg' },
      // Unknown in the catalogue comes back marked unknown, not as a blank to fill in.
      nutrients: { carbohydrates: '4,5', fiber: null },
    });
    expect(fromFoodstuff(food, { keepBarcode: true }).barcode).toBe('7896041000115');
  });

  it('sends the name for the patient trimmed, and none when blank; one too long keeps Salvar disabled', () => {
    expect(fromFoodstuff(food, { keepBarcode: true }).patientName).toBe('Leite integral');
    expect(rule.toFoodstuffRequest({ ...filled, patientName: ' Banana ' }).patient_name).toBe('Banana');
    expect(rule.toFoodstuffRequest({ ...filled, patientName: '   ' }).patient_name).toBeNull();
    expect(isSavable({ ...filled, patientName: 'x'.repeat(61) }, rule)).toBe(false);
  });

  it('a nutrient marked unknown counts as filled and is sent as null; a blank one is still missing', () => {
    const unknownFibre = { ...filled, nutrients: { ...filled.nutrients, fiber: null } };
    expect(isSavable(unknownFibre, rule)).toBe(true);
    expect(rule.toFoodstuffRequest(unknownFibre).nutrition_information).toMatchObject({
      fiber: null,
      sodium: 0,
    });
    expect(isSavable({ ...filled, nutrients: { ...filled.nutrients, fiber: '' } }, rule)).toBe(false);
  });

  it('converts to units keeping an unknown nutrient unknown', () => {
    const unknownFibre = { ...filled, nutrients: { ...filled.nutrients, fiber: null } };
    expect(canConvertFormToUnits(unknownFibre)).toBe(true);
    expect(convertFormToUnits(unknownFibre, 86).nutrients).toMatchObject({ calories: '84,3', fiber: null });
  });

  it('converts the form to units with the rule of spec 1 §4', () => {
    expect(canConvertFormToUnits(filled)).toBe(true);
    expect(canConvertFormToUnits({ ...filled, unitOfMeasurement: 'UNITS' })).toBe(false);
    expect(canConvertFormToUnits({ ...filled, nutrients: { ...filled.nutrients, sodium: '' } })).toBe(false);
    expect(convertFormToUnits(filled, 86)).toMatchObject({
      unitOfMeasurement: 'UNITS',
      baselineWeight: '86',
      nutrients: {
        calories: '84,3',
        proteins: '1,1',
        carbohydrates: '22,4',
        sodium: '0',
        fiber: '1,7',
        fats: '0,1',
      },
    });
  });
});
