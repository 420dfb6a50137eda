// The amount of a chosen food, as 'Novo alimento' and 'Substituições' read it.
import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAmount } from '@/components/meal-plans/use-amount';
import type { Foodstuff } from '@/lib/api/contract';
import messages from '@/messages/pt-BR.json';
import { bread, rice } from './meal-plan-fixtures';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="pt-BR" messages={messages} timeZone="America/Sao_Paulo">
      {children}
    </NextIntlClientProvider>
  );
}

const inUnits: Foodstuff = { ...bread, unit_of_measurement: 'UNITS' };

describe('useAmount', () => {
  it('opens a food in its own weight, and a measure fixes the weight of one portion', () => {
    const { result } = renderHook(() => useAmount(rice), { wrapper });
    act(() => result.current.openFood(rice));
    expect(result.current.weightValue).toBe(rice.baseline_weight);
    expect(result.current.baselineWeight).toBe(rice.baseline_weight);
    act(() => result.current.chooseMeasure({ name: 'colher de servir', weight: 45 }));
    expect(result.current.weight).toBe('45');
    expect(result.current.baselineWeight).toBe(45);
    act(() => result.current.chooseMeasure(null));
    expect(result.current.measure).toBeNull();
    expect(result.current.baselineWeight).toBe(rice.baseline_weight);
  });

  it('reads a blank quantity as one portion only where asked, and requires it for a food in units', () => {
    const opens = renderHook(() => useAmount(rice, { blankIsOnePortion: true }), { wrapper });
    act(() => opens.result.current.setQuantity(' '));
    expect(opens.result.current.quantityValue).toBe(1);
    expect(opens.result.current.quantityError).toBeUndefined();

    const units = renderHook(() => useAmount(inUnits, { blankIsOnePortion: true }), { wrapper });
    act(() => units.result.current.setQuantity(''));
    expect(units.result.current.quantityError).toBe('Informe a quantidade.');

    const strict = renderHook(() => useAmount(rice), { wrapper });
    act(() => strict.result.current.setQuantity(''));
    expect(strict.result.current.quantityError).toBe(
      'Informe uma quantidade maior que zero e de no máximo 100.',
    );
  });

  it('reads a pt-BR decimal and says what is wrong once a save was tried', () => {
    const { result } = renderHook(() => useAmount(rice), { wrapper });
    act(() => {
      result.current.setQuantity('1,5');
      result.current.setWeight('abc');
    });
    expect(result.current.quantityValue).toBe(1.5);
    expect(result.current.valid).toBe(false);
    expect(result.current.inputs(false).errors).toBeUndefined();
    expect(result.current.inputs(true).errors).toEqual({
      quantity: undefined,
      weight: 'Informe um peso base numérico maior que zero e de no máximo 5000.',
    });
  });
});
