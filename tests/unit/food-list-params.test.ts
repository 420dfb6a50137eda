import { describe, expect, it } from 'vitest';
import { formatBaselineWeight } from '@/components/foodstuffs/food-format';
import { foodstuffsKey } from '@/components/foodstuffs/use-foodstuffs';
import { getDuplicateHref, getEditHref, getFoodListHref, readFoodListParams } from '@/lib/lists/food-list';

const read = (query: string) => readFoodListParams(new URLSearchParams(query));

describe('food list URL', () => {
  it('reads currentPage, withBarcode, withBrand and the search, with safe defaults', () => {
    expect(read('currentPage=3&withBarcode=true&withBrand=true&search=arroz')).toEqual({
      currentPage: 3,
      withBarcode: true,
      withBrand: true,
      search: 'arroz',
    });
    expect(read('')).toEqual({ currentPage: 1, withBarcode: false, withBrand: false, search: '' });
    expect(read('currentPage=-2&withBarcode=1').currentPage).toBe(1);
    expect(read('currentPage=abc').currentPage).toBe(1);
    expect(read('withBarcode=1').withBarcode).toBe(false);
  });

  it('writes only what differs from the default, so the plain list stays /foodstuffs', () => {
    expect(getFoodListHref(read(''))).toBe('/foodstuffs');
    expect(getFoodListHref(read('currentPage=2&withBrand=true&search=%20p%C3%A3o%20'))).toBe(
      '/foodstuffs?currentPage=2&withBrand=true&search=p%C3%A3o',
    );
  });

  it('asks the API for 7 foods of the 0-based page, with the search and the checked filters only', () => {
    expect(foodstuffsKey(read('currentPage=2&withBarcode=true&search=leite'))).toBe(
      '/api/v1/foodstuffs?page=1&size=7&name_or_brand=leite&with_barcode=true',
    );
    expect(foodstuffsKey(read(''))).toBe('/api/v1/foodstuffs?page=0&size=7');
  });

  it('carries the list view to the edit screen; Duplicar opens the form with draftFoodstuffId', () => {
    expect(getEditHref(12, read('currentPage=4&withBarcode=true'))).toBe(
      '/foodstuffs/12/editing?currentPage=4&withBarcode=true',
    );
    expect(getDuplicateHref(12)).toBe('/create-foodstuff?draftFoodstuffId=12');
  });

  it('shows the base weight with the list suffix: g, ml, l, and g for any other unit', () => {
    expect(formatBaselineWeight({ baseline_weight: 100, unit_of_measurement: 'GRAMS' })).toBe('100 g');
    expect(formatBaselineWeight({ baseline_weight: 250, unit_of_measurement: 'MILLILITERS' })).toBe('250 ml');
    expect(formatBaselineWeight({ baseline_weight: 1.5, unit_of_measurement: 'Liters' })).toBe('1,5 l');
    expect(formatBaselineWeight({ baseline_weight: 25, unit_of_measurement: 'UNITS' })).toBe('25 g');
    expect(formatBaselineWeight({ baseline_weight: 2, unit_of_measurement: 'KILOGRAMS' })).toBe('2 g');
  });
});
