// The plan screen as the meal-plan page renders it for the fixtures' patient (meal-plan-fixtures.ts), with SWR,
// and the ACTIVE plan's viewer parts as the page renders them on the server (planViewerProps, with the same
// messages); `overrides`
// changes a prop, `before` puts something (a menu link) ahead of it in the page, and `wrap` puts it inside
// what the page gives it (the patient's allergens, her goals' targets).
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import { expect } from 'vitest';
import { MealPlanScreen } from '@/components/meal-plans/meal-plan-screen';
import { type PlanViewMessages, planViewerProps, viewPeriods } from '@/components/meal-plans/plan-view';
import type { UserDetail } from '@/lib/api/contract';
import { portalMessages as messages } from '@/lib/i18n/portal-messages';
import { renderWithSwr } from './swr-render';

const translator = (namespace: string) =>
  createTranslator({ locale: 'pt-BR', messages, namespace: namespace as never });
const serverMessages = {
  t: translator('MealPlan'),
  tUi: translator('Ui'),
  tPrint: translator('MealPlanPrint'),
} as unknown as PlanViewMessages;

export function renderMealPlanScreen(
  user: UserDetail,
  overrides: Partial<ComponentProps<typeof MealPlanScreen>> = {},
  before?: ReactNode,
  wrap: (screen: ReactNode) => ReactNode = (screen) => screen,
) {
  const props = {
    patient: user,
    nutritionistId: 7,
    requirement: 1500,
    today: '2026-11-23',
    now: '2026-11-23T15:00:00.000Z',
    pdfHref: '/patients/40/meal-plan/pdf',
    ...overrides,
  };
  const active = props.patient.meal_plans.find((plan) => plan.status === 'ACTIVE');
  const view = active
    ? planViewerProps({ ...props, plan: active }, viewPeriods(active, props.today), serverMessages)
    : null;
  return renderWithSwr(
    <>
      {before}
      {wrap(<MealPlanScreen view={view} {...props} />)}
    </>,
  );
}

/** Presses the button that opens the editor and waits for the editor, whose code loads on that first use. */
export async function openEditor(user: UserEvent, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  await screen.findByRole('button', { name: 'Cancelar' });
}

/** Opens a new plan's editor, gives its meal a type when `meal` is set, and opens its 'Novo alimento'. */
export async function openNewFood(user: UserEvent, meal?: string) {
  await openEditor(user, 'Criar plano alimentar');
  if (meal) await user.selectOptions(screen.getByLabelText('Tipo de refeição'), meal);
  await user.click(screen.getByRole('button', { name: 'Adicionar alimento' }));
  return screen.findByRole('dialog', { name: 'Novo alimento' });
}

/** The plan view's 'Totais do dia', once their code (which loads as they near the view) has come. */
export async function findDayTotals() {
  const totals = screen.getByTestId('day-totals');
  await within(totals).findByTestId('requirement');
  return totals;
}

/** Chooses a food in 'Novo alimento' and waits for its opening measure to settle: the amount opens to her. */
export async function chooseNewFood(user: UserEvent, dialog: HTMLElement, name: RegExp) {
  await user.click(await within(dialog).findByRole('radio', { name }));
  await waitFor(() => expect(within(dialog).getByLabelText(/^Quantidade/)).toBeEnabled());
}
