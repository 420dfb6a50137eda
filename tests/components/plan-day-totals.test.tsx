import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlanDayTotals } from '@/components/meal-plans/plan-day-totals';
import { PlanReferencesProvider } from '@/components/meal-plans/plan-references';
import {
  estimateChosenRequirement,
  type RequirementChoice,
  type RequirementFacts,
} from '@/lib/rules/chosen-requirement';
import { renderWithMessages } from './render';

const totals = {
  sums: { calories: 1416, proteins: 60, carbohydrates: 180, fats: 50, fiber: 20, sodium: 1500 },
  unknown: { calories: 0, proteins: 0, carbohydrates: 0, fats: 0, fiber: 0, sodium: 0 },
};

const facts = (over: Partial<RequirementFacts>): RequirementFacts => ({
  weightKg: 60,
  heightCm: 165,
  birthDate: '1995-01-10',
  sex: 'FEMALE',
  activity: 'MODERATELY_ACTIVE',
  leanMass: null,
  stage: { state: null, outdated: false },
  ...over,
});

function renderFor(choice: RequirementChoice | null, over: Partial<RequirementFacts>, node: ReactNode) {
  const requirement = estimateChosenRequirement(choice, facts(over), '2025-06-01');
  return renderWithMessages(
    <PlanReferencesProvider value={{ requirement, person: null }}>{node}</PlanReferencesProvider>,
  );
}

describe("PlanDayTotals: the requirement's equation and its population", () => {
  it('names the equation and its factor, and warns when a girl of 10 lies outside Mifflin–St Jeor’s 19–78 years', () => {
    renderFor(
      null,
      { birthDate: '2015-01-10' },
      <PlanDayTotals totals={totals} requirement={1416} gender="FEMALE" />,
    );
    expect(screen.getByTestId('requirement')).toHaveTextContent(
      '100% da necessidade estimada (1.416 kcal/dia)',
    );
    expect(screen.getByTestId('requirement-basis')).toHaveTextContent(
      'Pela equação Mifflin-St Jeor (1990), vezes o fator de atividade 1,55 do perfil.',
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Atenção: a equação foi derivada de pessoas de 19 a 78 anos; a paciente tem 10 anos.',
    );
  });

  it("says 'o paciente' for a man of 80, and nothing inside the population", () => {
    const { unmount } = renderFor(
      null,
      { birthDate: '1945-01-10', sex: 'MALE' },
      <PlanDayTotals totals={totals} requirement={1800} gender="MALE" />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(/; o paciente tem 80 anos\.$/);
    unmount();
    renderFor(null, { sex: 'MALE' }, <PlanDayTotals totals={totals} requirement={1800} gender="MALE" />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('the EER names its IOM category; Katch-McArdle without a record says why there is no estimate', () => {
    const { unmount } = renderFor(
      { equation: 'IOM_EER_2005', paCategory: null },
      {},
      <PlanDayTotals totals={totals} requirement={2117} gender="FEMALE" />,
    );
    expect(screen.getByTestId('requirement-basis')).toHaveTextContent(
      'Pela EER do IOM (DRI, 2005), na categoria de atividade física “Pouco ativa”.',
    );
    unmount();
    renderFor(
      { equation: 'KATCH_MCARDLE', paCategory: null },
      {},
      <PlanDayTotals totals={totals} requirement={null} gender="FEMALE" />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Sem estimativa pela equação Katch-McArdle, pela massa magra: sem registro de massa magra.',
    );
  });
});
