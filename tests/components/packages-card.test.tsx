import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PackagesCard } from '@/components/finance/packages-card';
import type { ConsultationPackage } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const packagesPath = '/api/v1/nutritionists/7/packages';
const four: ConsultationPackage = {
  id: 5,
  name: 'Pacote 4 consultas',
  consultations: 4,
  amount_cents: 50000,
  active: true,
};

describe('PackagesCard', () => {
  it('says when she has no package, and creates one in centavos', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(({ method, url }) => {
      if (method === 'GET' && url === packagesPath) return { json: { packages: [] } };
      if (method === 'POST' && url === packagesPath) return { status: 201, json: four };
      return undefined;
    });
    renderWithSwr(<PackagesCard nutritionistId={7} />);
    const card = screen.getByRole('region', { name: 'Pacotes' });
    expect(await within(card).findByText('Nenhum pacote cadastrado.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Novo pacote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo pacote' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar pacote' }));
    expect(within(dialog).getByText('Informe o nome do pacote.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe um número inteiro de 1 a 100.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Nome'), 'Pacote 4 consultas');
    await user.type(within(dialog).getByLabelText('Número de consultas'), '4');
    await user.type(within(dialog).getByLabelText('Preço (R$)'), '500,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar pacote' }));
    expect(await screen.findByText('Pacote criado.')).toBeInTheDocument();
    expect(within(card).getByText('Pacote 4 consultas')).toBeInTheDocument();
    expect(within(card).getByText('4 consultas · R$ 500,00')).toBeInTheDocument();
    expect(within(card).getByText('Ativo')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Pacote 4 consultas',
      consultations: 4,
      amount_cents: 50000,
    });
  });

  it('changes a package and deactivates it, the list taking what the API answers', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(({ method, url, body }) => {
      if (method === 'GET' && url === packagesPath) return { json: { packages: [four] } };
      if (method === 'PATCH' && url === `${packagesPath}/5`)
        return { json: { ...four, ...(body as Partial<ConsultationPackage>) } };
      return undefined;
    });
    renderWithSwr(<PackagesCard nutritionistId={7} />);
    const card = screen.getByRole('region', { name: 'Pacotes' });
    await user.click(await within(card).findByRole('button', { name: 'Alterar Pacote 4 consultas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar pacote' });
    const price = within(dialog).getByLabelText('Preço (R$)');
    expect(price).toHaveValue('500,00');
    await user.clear(price);
    await user.type(price, '560');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar pacote' }));
    expect(await within(card).findByText('4 consultas · R$ 560,00')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Desativar Pacote 4 consultas' }));
    expect(await within(card).findByText('Inativo')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reativar Pacote 4 consultas' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { name: 'Pacote 4 consultas', consultations: 4, amount_cents: 56000 },
      { active: false },
    ]);
  });

  it('keeps what was typed and says why when the API refuses the price', async () => {
    const user = userEvent.setup();
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === packagesPath) return { json: { packages: [] } };
      if (method === 'POST')
        return { status: 400, json: { status: 400, code: 'AMOUNT_OUT_OF_RANGE', detail: 'x' } };
      return undefined;
    });
    renderWithSwr(<PackagesCard nutritionistId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Novo pacote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo pacote' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Pacote 4 consultas');
    await user.type(within(dialog).getByLabelText('Número de consultas'), '4');
    await user.type(within(dialog).getByLabelText('Preço (R$)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar pacote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/O valor deve ser de R\$ 0,01/);
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Pacote 4 consultas');
  });

  it('offers to read the packages again when they fail to load', async () => {
    mockApi(() => ({ status: 503, json: { status: 503, code: 'DATABASE_UNAVAILABLE', detail: 'x' } }));
    renderWithSwr(<PackagesCard nutritionistId={7} />);
    const card = screen.getByRole('region', { name: 'Pacotes' });
    expect(await within(card).findByText('Não foi possível carregar estes dados.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
