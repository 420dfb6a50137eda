import { describe, expect, it } from 'vitest';
import { parseRecordForm, toRecordFormValues } from '@/components/anthropometry/record-form-values';

const blank = (overrides: Record<string, string>) => ({
  ...toRecordFormValues(null, '2025-03-12'),
  ...overrides,
});

describe('parseRecordForm', () => {
  it('starts on today, takes a comma or a dot, and leaves empty measurements out', async () => {
    expect(toRecordFormValues(null, '2025-03-12').date).toBe('12/03/2025');
    const parsed = await parseRecordForm(
      blank({ weight: '62,4', waist_circumference: '77.5' }),
      '2025-03-12',
    );
    expect(parsed).toEqual({
      input: expect.objectContaining({
        date: '2025-03-12',
        weight: 62.4,
        waist_circumference: 77.5,
        height: null,
      }),
    });
  });

  it('names each wrong field: not a number, out of its range on either side, the date', async () => {
    const parsed = await parseRecordForm(
      blank({
        date: '31/02/2025',
        weight: 'abc',
        height: '39',
        calf_skinfold: '80,1',
        triceps_skinfold: '0,9',
      }),
      '2025-03-12',
    );
    expect(parsed).toEqual({
      errors: {
        date: 'invalidDate',
        weight: 'invalidNumber',
        height: 'outOfRange',
        calf_skinfold: 'outOfRange',
        triceps_skinfold: 'outOfRange',
      },
    });
    expect(await parseRecordForm(blank({ date: '' }), '2025-03-12')).toEqual({
      errors: { date: 'required' },
    });
    expect(await parseRecordForm(blank({ date: '13/03/2025' }), '2025-03-12')).toEqual({
      errors: { date: 'futureDate' },
    });
  });

  it('accepts the range bounds themselves', async () => {
    const parsed = await parseRecordForm(
      blank({ weight: '2', height: '250', calf_skinfold: '80' }),
      '2025-03-12',
    );
    expect('input' in parsed).toBe(true);
  });
});
