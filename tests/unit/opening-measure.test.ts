// The measure a food opens on in 'Novo alimento': hers last, else the first measure read from IBGE.
import { describe, expect, it } from 'vitest';
import { openingMeasure } from '@/components/meal-plans/measure-select';

const measures = [
  { id: 1, name: 'colher de sopa', weight: 20, source: null },
  { id: 2, name: 'colher de servir', weight: 45, source: 'IBGE, POF 2008–2009, p. 36' },
  { id: 3, name: 'concha', weight: 117, source: 'IBGE, POF 2008–2009, p. 36' },
];

describe('openingMeasure', () => {
  it('opens on the measure she planned the food in last', () => {
    expect(openingMeasure({ measures, last_used: { measure_name: 'concha' } })).toEqual({
      name: 'concha',
      weight: 117,
    });
  });

  it("opens in the food's own unit when she planned it so last", () => {
    expect(openingMeasure({ measures, last_used: { measure_name: null } })).toBeNull();
  });

  it('opens on the first IBGE measure when she never planned it, or her measure is gone', () => {
    const first = { name: 'colher de servir', weight: 45 };
    expect(openingMeasure({ measures, last_used: null })).toEqual(first);
    expect(openingMeasure({ measures })).toEqual(first);
    expect(openingMeasure({ measures, last_used: { measure_name: 'prato' } })).toEqual(first);
  });

  it("opens in the food's own unit when none of its measures comes from IBGE", () => {
    expect(openingMeasure({ measures: [measures[0]!], last_used: null })).toBeNull();
  });
});
