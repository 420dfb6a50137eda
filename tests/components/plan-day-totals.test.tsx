import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanDayTotals } from '@/components/meal-plans/plan-day-totals';
import { checkEnergyEstimateAge } from '@/lib/rules/energy-requirement';
import { renderWithMessages } from './render';

const totals = {
  sums: { calories: 1416, proteins: 60, carbohydrates: 180, fats: 50, fiber: 20, sodium: 1500 },
  unknown: { calories: 0, proteins: 0, carbohydrates: 0, fats: 0, fiber: 0, sodium: 0 },
};

describe("PlanDayTotals: the requirement's equation and its sample", () => {
  it('warns that Mifflin–St Jeor was derived on adults of 19–78 years when a girl of 10 gets an estimate', () => {
    renderWithMessages(
      <PlanDayTotals
        totals={totals}
        requirement={1416}
        ageWarning={checkEnergyEstimateAge('2015-01-10', '2025-06-01')}
        gender="FEMALE"
      />,
    );
    expect(screen.getByTestId('requirement')).toHaveTextContent(
      '100% da necessidade estimada (1.416 kcal/dia)',
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Atenção: a necessidade é estimada pela equação de Mifflin–St Jeor (1990), derivada de 498 adultos saudáveis de 19 a 78 anos; a paciente tem 10 anos.',
    );
  });

  it("says 'o paciente' for a man of 80, and nothing inside the sample", () => {
    const { unmount } = renderWithMessages(
      <PlanDayTotals
        totals={totals}
        requirement={1800}
        ageWarning={checkEnergyEstimateAge('1945-01-10', '2025-06-01')}
        gender="MALE"
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(/; o paciente tem 80 anos\.$/);
    unmount();
    renderWithMessages(
      <PlanDayTotals
        totals={totals}
        requirement={1800}
        ageWarning={checkEnergyEstimateAge('1985-01-10', '2025-06-01')}
        gender="MALE"
      />,
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('gives no warning when there is no estimate to read', () => {
    renderWithMessages(
      <PlanDayTotals
        totals={totals}
        requirement={null}
        ageWarning={checkEnergyEstimateAge('2015-01-10', '2025-06-01')}
        gender="FEMALE"
      />,
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
