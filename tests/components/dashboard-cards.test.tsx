import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { DashboardCards } from '@/components/home/dashboard-cards';
import messages from '@/messages/pt-BR.json';

// A server component: its translations come from next-intl/server, here the real pt-BR messages.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'pt-BR', messages, namespace: namespace as never }),
}));

const card = (name: string) => screen.getByRole('article', { name });

describe('DashboardCards', () => {
  it('shows the three numbers the API answered', async () => {
    render(
      await DashboardCards({
        dashboard: {
          date: '2026-11-22',
          appointments_today: 3,
          new_patients: 1200,
          new_patients_days: 30,
          meal_plan_adherence: { patients: 6, days: 42, followed_days: 25, percentage: 60, week_days: 7 },
        },
      }),
    );
    expect(within(card('Consultas hoje')).getByText('3')).toBeInTheDocument();
    expect(within(card('Novos pacientes')).getByText('1.200')).toBeInTheDocument();
    expect(within(card('Adesão aos planos')).getByText('60%')).toBeInTheDocument();
  });

  it("shows '—' in every card when the API could not answer, instead of zeros", async () => {
    render(await DashboardCards({ dashboard: null }));
    for (const name of ['Consultas hoje', 'Novos pacientes', 'Adesão aos planos']) {
      expect(within(card(name)).getByText('—')).toBeInTheDocument();
      expect(within(card(name)).queryByText('0')).toBeNull();
    }
  });
});
