import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { PlansInFocusTable } from '@/components/home/plans-in-focus-table';
import type { MealPlanAdherence } from '@/lib/api/contract';
import messages from '@/messages/pt-BR.json';
import { renderWithMessages } from './render';

// A server component: its translations come from next-intl/server, here the real pt-BR messages.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'pt-BR', messages, namespace: namespace as never }),
}));

const patient = (id: number, name: string, partial_days: number): MealPlanAdherence => ({
  id,
  name,
  photo_url: null,
  birth_date: '1990-04-12',
  physical_activity_factor: null,
  adherence_status: 'FOLLOWED',
  followed_days: 5,
  partial_days,
  last_meal_date_time: null,
});

describe('PlansInFocusTable', () => {
  it("says when a week's adherence was judged on days whose calories left foods out, and only then", async () => {
    renderWithMessages(
      await PlansInFocusTable({
        rows: [patient(1, 'Ana Souza', 2), patient(2, 'Bruno Lima', 0)],
        empty: null,
      }),
    );
    const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(
      within(rowOf('Ana Souza')).getByText('adesão parcial: 2 dias com alimentos sem valor de energia'),
    ).toBeInTheDocument();
    expect(within(rowOf('Bruno Lima')).queryByText(/adesão parcial/)).toBeNull();
  });
});
