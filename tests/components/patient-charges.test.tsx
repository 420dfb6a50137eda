import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatientCharges } from '@/components/patient-finance/patient-charges';
import type { Charge, ChargePage } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { covered, pixPayment, soldPackage } from './charge-fixtures';
import { renderWithSwr } from './swr-render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const chargesPath = '/api/v1/users/11/charges?page=0&size=10';
const pageOf = (...content: Charge[]): ChargePage => ({
  content,
  total_elements: content.length,
  total_pages: 1,
});
const offered = {
  packages: [
    { id: 5, name: 'Pacote 4 consultas', consultations: 4, amount_cents: 50000, active: true },
    { id: 6, name: 'Pacote antigo', consultations: 2, amount_cents: 20000, active: false },
  ],
};

describe('PatientCharges', () => {
  it('lists her appointments and packages, and pays the package by Pix', async () => {
    const user = userEvent.setup();
    const paidPackage: Charge = {
      ...soldPackage,
      paid_cents: 50000,
      balance_cents: 0,
      status: 'PAID',
      payments: [{ ...pixPayment, amount_cents: 50000 }],
    };
    const { calls } = mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargesPath) return { json: pageOf(soldPackage, covered) };
      if (method === 'POST' && url === '/api/v1/patient-packages/8/payments')
        return { status: 201, json: paidPackage };
      return undefined;
    });
    renderWithSwr(<PatientCharges patientId={11} nutritionistId={7} />);
    const sold = await screen.findByRole('article', { name: 'Pacote 4 consultas' });
    expect(within(sold).getByText('Vendido em 20/11/2026 · 1 de 4 consultas usadas')).toBeInTheDocument();
    expect(within(sold).getByText('Pendente')).toBeInTheDocument();
    const appointment = screen.getByRole('article', { name: 'Consulta presencial · 01/12/2026' });
    expect(within(appointment).getByText('Coberto por Pacote 4 consultas')).toBeInTheDocument();
    expect(within(appointment).getByRole('link', { name: 'Abrir a consulta' })).toHaveAttribute(
      'href',
      '/appointments/3',
    );

    await user.click(within(sold).getByRole('button', { name: 'Registrar pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('500,00');
    await user.selectOptions(within(dialog).getByLabelText('Forma de pagamento'), 'Pix');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagamento' }));
    expect(await within(sold).findByText('Pago')).toBeInTheDocument();
    expect(within(sold).getByRole('button', { name: 'Emitir recibo' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      amount_cents: 50000,
      method: 'PIX',
    });
  });

  it('sells one of her active packages on the day chosen, then reads her charges again', async () => {
    const user = userEvent.setup();
    let sold = false;
    const { calls } = mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargesPath) return { json: sold ? pageOf(soldPackage) : pageOf() };
      if (method === 'GET' && url === '/api/v1/nutritionists/7/packages') return { json: offered };
      if (method === 'POST' && url === '/api/v1/users/11/packages') {
        sold = true;
        return { status: 201, json: soldPackage };
      }
      return undefined;
    });
    renderWithSwr(<PatientCharges patientId={11} nutritionistId={7} />);
    expect(await screen.findByRole('heading', { name: 'Nenhuma cobrança' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vender pacote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vender pacote' });
    const choice = await within(dialog).findByLabelText('Pacote');
    expect(within(choice).queryByRole('option', { name: /Pacote antigo/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Vender' }));
    expect(within(dialog).getByText('Escolha um pacote.')).toBeInTheDocument();
    await user.selectOptions(choice, 'Pacote 4 consultas · 4 consultas · R$ 500,00');
    const day = within(dialog).getByLabelText('Data da venda');
    await user.clear(day);
    await user.type(day, '20/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Vender' }));
    expect(await screen.findByRole('article', { name: 'Pacote 4 consultas' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Vender pacote' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      package_id: 5,
      sold_on: '2026-11-20',
    });
  });

  it('says why the API refused the sale, keeping the dialog open', async () => {
    const user = userEvent.setup();
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargesPath) return { json: pageOf() };
      if (method === 'GET' && url === '/api/v1/nutritionists/7/packages') return { json: offered };
      if (method === 'POST')
        return { status: 409, json: { status: 409, code: 'PACKAGE_INACTIVE', detail: 'x' } };
      return undefined;
    });
    renderWithSwr(<PatientCharges patientId={11} nutritionistId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Vender pacote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vender pacote' });
    await user.selectOptions(
      await within(dialog).findByLabelText('Pacote'),
      'Pacote 4 consultas · 4 consultas · R$ 500,00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Vender' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este pacote não é mais vendido.');
  });

  it('offers to read her charges again when they fail to load', async () => {
    mockApi(() => ({ status: 503, json: { status: 503, code: 'DATABASE_UNAVAILABLE', detail: 'x' } }));
    renderWithSwr(<PatientCharges patientId={11} nutritionistId={7} />);
    expect(await screen.findByText('Não foi possível carregar as cobranças.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
