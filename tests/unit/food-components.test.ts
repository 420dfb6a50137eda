import { describe, expect, it } from 'vitest';
import { COMPONENT_KEYS } from '@/lib/rules/food-component-keys';
import { COMPONENT_GROUPS, componentsInGroup, FOOD_COMPONENTS } from '@/lib/rules/food-components';

describe('the food components: lib/rules/food-component-keys and food-components', () => {
  it('names every key once, in the order of the keys, so the form groups them in that order', () => {
    expect(Object.keys(FOOD_COMPONENTS)).toEqual([...COMPONENT_KEYS]);
    expect(COMPONENT_GROUPS.flatMap(componentsInGroup)).toEqual([...COMPONENT_KEYS]);
  });
});
