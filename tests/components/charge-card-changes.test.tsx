import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChargeCard } from '@/components/money/charge-card';
import type { Charge } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { chargePath, paid, pending, pixPayment } from './charge-fixtures';
import { renderWithSwr } from './swr-render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChargeCard changes', () => {
  it("sets this appointment's own amount, then takes the price list's again", async () => {
    const user = userEvent.setup();
    const set: Charge = { ...pending, amount_cents: 12000, balance_cents: 12000, price_origin: 'SET' };
    const { calls } = mockApi(({ method, url, body }) => {
      if (method === 'GET' && url === chargePath) return { json: pending };
      if (method === 'PATCH' && url === chargePath)
        return { json: (body as { amount_cents: number | null }).amount_cents === null ? pending : set };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Alterar valor' }));
    let dialog = await screen.findByRole('dialog', { name: 'Alterar valor' });
    const field = within(dialog).getByLabelText('Valor desta consulta (R$)');
    await user.clear(field);
    await user.type(field, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar valor' }));
    expect(within(dialog).getByText(/O valor deve ser de R\$ 0,01 a R\$ 100\.000,00/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar valor' }));
    expect(await screen.findByText('Valor desta consulta')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { amount_cents: 12000 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Alterar valor' }));
    dialog = await screen.findByRole('dialog', { name: 'Alterar valor' });
    await user.click(within(dialog).getByRole('button', { name: 'Usar o preço da tabela (R$ 150,00)' }));
    expect(await screen.findByText('Preço da tabela')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ amount_cents: null });
  });

  it('reverses a payment with a reason, keeping it listed as reversed', async () => {
    const user = userEvent.setup();
    const reversed: Charge = {
      ...pending,
      status: 'REVERSED',
      payments: [{ ...pixPayment, reversal: { at: '2026-12-02T15:00:00Z', reason: 'Pix devolvido' } }],
    };
    const { calls } = mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath) return { json: paid };
      if (method === 'POST' && url === '/api/v1/payments/21/reversal') return { json: reversed };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Estornar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estornar o pagamento de R$ 150,00' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Pix devolvido');
    await user.click(within(dialog).getByRole('button', { name: 'Estornar' }));
    expect(await screen.findByText('Estornado em 02/12/2026: Pix devolvido')).toBeInTheDocument();
    expect(screen.getByText('Estornado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Emitir recibo' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Pix devolvido' });
  });

  it('e-mails a receipt to the address typed', async () => {
    const user = userEvent.setup();
    const withReceipt: Charge = {
      ...paid,
      payments: [
        {
          ...pixPayment,
          receipts: [{ id: 9, number: 4, issued_at: '2026-12-01T12:00:00Z', cancelled_at: null }],
        },
      ],
    };
    const { calls } = mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath) return { json: withReceipt };
      if (method === 'POST' && url === '/api/v1/receipts/9/email')
        return { status: 202, json: { email: 'mae@exemplo.com' } };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Enviar por e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar o recibo nº 4' });
    await user.type(within(dialog).getByLabelText('E-mail de quem pagou'), 'mae@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('O recibo será enviado para mae@exemplo.com.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'mae@exemplo.com' });
  });

  it('tells why a receipt cannot be issued yet', async () => {
    const user = userEvent.setup();
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath) return { json: paid };
      if (method === 'POST')
        return { status: 409, json: { status: 409, code: 'RECEIPT_ISSUER_INCOMPLETE', detail: 'x' } };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Emitir recibo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Para emitir recibos, informe seu CPF');
  });
});
