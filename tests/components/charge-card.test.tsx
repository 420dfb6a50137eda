import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChargeCard } from '@/components/money/charge-card';
import type { Charge, Payment } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { chargePath, paid, pending, pixPayment } from './charge-fixtures';
import { renderWithSwr } from './swr-render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChargeCard', () => {
  it('shows the charge and records a Pix payment, the card then reading Pago', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath) return { json: pending };
      if (method === 'POST' && url === '/api/v1/appointments/3/payments') return { status: 201, json: paid };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    const card = await screen.findByRole('region', { name: 'Cobrança' });
    expect(await within(card).findByText('Preço da tabela')).toBeInTheDocument();
    expect(within(card).getByText('Pendente')).toBeInTheDocument();
    expect(within(card).getAllByText('R$ 150,00')).toHaveLength(2);

    await user.click(within(card).getByRole('button', { name: 'Registrar pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('150,00');
    await user.selectOptions(within(dialog).getByLabelText('Forma de pagamento'), 'Pix');
    expect(within(dialog).queryByLabelText('Parcelas')).toBeNull();
    await user.type(within(dialog).getByLabelText('CPF de quem pagou (opcional)'), '529.982.247-25');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagamento' }));

    expect(await within(card).findByText('Pago')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      amount_cents: 15000,
      method: 'PIX',
      instalments: null,
      payer_cpf: '529.982.247-25',
      payer_name: null,
      as_credit: false,
    });
  });

  it('asks to confirm an overpayment as credit, and sends the instalments of a credit card', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath) return { json: pending };
      if (method === 'POST') return { status: 201, json: paid };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Registrar pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    const amount = within(dialog).getByLabelText('Valor (R$)');
    await user.clear(amount);
    await user.type(amount, '200,00');
    await user.selectOptions(within(dialog).getByLabelText('Forma de pagamento'), 'Cartão de crédito');
    await user.selectOptions(within(dialog).getByLabelText('Parcelas'), '2x');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagamento' }));
    expect(within(dialog).getByText(/Confirme que o excedente fica como crédito/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: /excedente de R\$ 50,00/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagamento' }));
    await screen.findByText('Pago');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      amount_cents: 20000,
      method: 'CREDIT_CARD',
      instalments: 2,
      as_credit: true,
    });
  });

  it('keeps what was typed and says why when the API refuses the payment', async () => {
    const user = userEvent.setup();
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath) return { json: pending };
      if (method === 'POST')
        return { status: 400, json: { status: 400, code: 'PAYER_CPF_REQUIRED', detail: 'x' } };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Registrar pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    await user.selectOptions(within(dialog).getByLabelText('Forma de pagamento'), 'Dinheiro');
    await user.type(within(dialog).getByLabelText('Observação (opcional)'), 'Pago na recepção');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagamento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Informe o CPF de quem pagou');
    expect(within(dialog).getByLabelText('Observação (opcional)')).toHaveValue('Pago na recepção');
  });

  it("waives the charge only with a reason, and 'Isento' is then its status", async () => {
    const user = userEvent.setup();
    const waived: Charge = {
      ...pending,
      status: 'WAIVED',
      balance_cents: 0,
      waiver: { at: '2026-12-01T12:00:00Z', reason: 'Retorno gratuito' },
    };
    const { calls } = mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath) return { json: pending };
      if (method === 'PATCH' && url === chargePath) return { json: waived };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Isentar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Isentar esta consulta' });
    await user.click(within(dialog).getByRole('button', { name: 'Isentar' }));
    expect(within(dialog).getByText('Informe o motivo.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Motivo'), 'Retorno gratuito');
    await user.click(within(dialog).getByRole('button', { name: 'Isentar' }));
    expect(await screen.findByText('Isenta: Retorno gratuito')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      waived: true,
      reason: 'Retorno gratuito',
    });
  });

  it("issues a payment's receipt, links its PDF and cancels it with a reason", async () => {
    const user = userEvent.setup();
    let receipts: Payment['receipts'] = [];
    const { calls } = mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath)
        return { json: { ...paid, payments: [{ ...pixPayment, receipts }] } };
      if (method === 'POST' && url === '/api/v1/payments/21/receipts') {
        receipts = [{ id: 9, number: 1, issued_at: '2026-12-01T12:00:00Z', cancelled_at: null }];
        return { status: 201, json: { id: 9, number: 1 } };
      }
      if (method === 'POST' && url === '/api/v1/receipts/9/cancellation') {
        receipts = [
          { id: 9, number: 1, issued_at: '2026-12-01T12:00:00Z', cancelled_at: '2026-12-01T13:00:00Z' },
        ];
        return { json: { id: 9, number: 1 } };
      }
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    expect(await screen.findByText('Pago por Ana Souza, CPF 529.982.247-25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Emitir recibo' }));
    const link = await screen.findByRole('link', { name: 'Recibo nº 1 (PDF)' });
    expect(link).toHaveAttribute('href', '/receipts/9/pdf');

    await user.click(screen.getByRole('button', { name: 'Cancelar recibo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar o recibo nº 1' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Valor errado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar recibo' }));
    expect(await screen.findByText('Recibo nº 1: cancelado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emitir recibo' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/cancellation'))?.body).toEqual({
      reason: 'Valor errado',
    });
  });
});
