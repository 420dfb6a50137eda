import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinancePage } from '@/components/finance/finance-page';
import type { FinanceMonth, PendingChargePage } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ana = { id: 11, name: 'Ana Souza' };
const december: FinanceMonth = {
  year_month: '2026-12',
  charged_cents: 45000,
  received_cents: 30000,
  pending_cents: 0,
  waived_cents: 15000,
  unpriced_count: 1,
  by_method: [
    { method: 'PIX', received_cents: 15000, count: 1 },
    { method: 'CREDIT_CARD', received_cents: 15000, count: 1 },
  ],
  by_type: [
    {
      type: 'ON_SITE',
      count: 3,
      charged_cents: 45000,
      received_cents: 30000,
      pending_cents: 0,
      waived_cents: 15000,
    },
  ],
  charges: [
    {
      kind: 'APPOINTMENT',
      id: 3,
      patient: ana,
      type: 'ON_SITE',
      package_name: null,
      service_date: '2026-12-01',
      amount_cents: 15000,
      paid_cents: 15000,
      balance_cents: 0,
      status: 'PAID',
    },
  ],
};
const pending: PendingChargePage = {
  content: [
    { ...december.charges[0]!, id: 4, paid_cents: 0, balance_cents: 15000, status: 'PENDING', age_days: 3 },
  ],
  total_elements: 1,
  total_pages: 1,
  balance_cents: 15000,
};

function mockFinance() {
  return mockApi(({ method, url }) => {
    if (url === '/api/v1/nutritionists/7/prices' && method === 'GET')
      return {
        json: {
          prices: [
            { type: 'ON_SITE', amount_cents: 15000, since: '2026-11-01T00:00:00Z' },
            { type: 'ONLINE', amount_cents: null, since: null },
          ],
        },
      };
    if (url === '/api/v1/nutritionists/7/prices' && method === 'PUT')
      return {
        json: {
          prices: [
            { type: 'ON_SITE', amount_cents: 18000, since: '2026-12-01T00:00:00Z' },
            { type: 'ONLINE', amount_cents: 12050, since: '2026-12-01T00:00:00Z' },
          ],
        },
      };
    if (url === '/api/v1/nutritionists/7/receipt-issuer')
      return { json: { cpf: null, missing: ['CPF', 'ADDRESS'] } };
    if (url === '/api/v1/nutritionists/7/finance?year_month=2026-12') return { json: december };
    if (url === '/api/v1/nutritionists/7/finance?year_month=2026-11')
      return { json: { ...december, year_month: '2026-11', charges: [], by_method: [], received_cents: 0 } };
    if (url.startsWith('/api/v1/nutritionists/7/finance/pending?')) return { json: pending };
    return undefined;
  });
}

describe('FinancePage', () => {
  it("shows the month's totals, by method and by type, its charges, the debts and the CSV", async () => {
    mockFinance();
    renderWithSwr(<FinancePage nutritionistId={7} currentMonth="2026-12" />);
    const month = await screen.findByRole('region', { name: 'Dezembro de 2026' });
    const totals = await within(month).findByText('Cobrado');
    expect(totals.nextSibling).toHaveTextContent('R$ 450,00');
    expect(within(month).getByText('Recebido').nextSibling).toHaveTextContent('R$ 300,00');
    expect(within(month).getByText('Isento').nextSibling).toHaveTextContent('R$ 150,00');
    expect(
      within(month).getByText('1 consulta do mês está sem preço e fica fora dos totais.'),
    ).toBeInTheDocument();
    expect(within(month).getByText('Pix (1 pagamento)')).toBeInTheDocument();
    expect(within(month).getByText('Presencial (3 cobranças)')).toBeInTheDocument();
    expect(within(month).getByRole('link', { name: 'Baixar CSV do que foi recebido' })).toHaveAttribute(
      'href',
      '/finance/received-csv?year_month=2026-12',
    );
    expect(within(month).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', '/appointments/3');

    const debts = screen.getByRole('region', { name: 'Pendências' });
    expect(await within(debts).findByText('1 cobrança pendente, somando R$ 150,00.')).toBeInTheDocument();
    expect(within(debts).getByText(/há 3 dias/)).toBeInTheDocument();
    expect(within(debts).getByText('Falta R$ 150,00')).toBeInTheDocument();
  });

  it('steps to the month before', async () => {
    const user = userEvent.setup();
    const { calls } = mockFinance();
    renderWithSwr(<FinancePage nutritionistId={7} currentMonth="2026-12" />);
    await screen.findByText('Pix (1 pagamento)');
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(await screen.findByRole('heading', { name: 'Novembro de 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Nada recebido neste mês.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('year_month=2026-11'))).toBe(true);
  });

  it('saves her prices in centavos, and says where to give the missing address', async () => {
    const user = userEvent.setup();
    const { calls } = mockFinance();
    renderWithSwr(<FinancePage nutritionistId={7} currentMonth="2026-12" />);
    const prices = screen.getByRole('region', { name: 'Preços' });
    const onSite = await within(prices).findByLabelText('Consulta Presencial (R$)');
    expect(onSite).toHaveValue('150,00');
    await user.clear(onSite);
    await user.type(onSite, '180');
    await user.type(within(prices).getByLabelText('Consulta Online (R$)'), '120,5');
    await user.click(within(prices).getByRole('button', { name: 'Salvar preços' }));
    expect(await screen.findByText('Preços salvos.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      prices: [
        { type: 'ON_SITE', amount_cents: 18000 },
        { type: 'ONLINE', amount_cents: 12050 },
      ],
    });

    const issuer = screen.getByRole('region', { name: 'Dados dos recibos' });
    expect(await within(issuer).findByText(/Falta o endereço do consultório/)).toBeInTheDocument();
    expect(within(issuer).getByRole('link', { name: 'Informar no perfil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await user.type(within(issuer).getByLabelText('Seu CPF'), '123.456.789-00');
    await user.click(within(issuer).getByRole('button', { name: 'Salvar CPF' }));
    expect(within(issuer).getByText('CPF inválido: confira os dígitos.')).toBeInTheDocument();
  });
});
