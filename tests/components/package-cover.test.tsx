import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChargeCard } from '@/components/money/charge-card';
import type { ChargePage } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { chargePath, covered, packagesPath, paid, pending, soldPackage } from './charge-fixtures';
import { renderWithSwr } from './swr-render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const packagesOf = (...content: ChargePage['content']): ChargePage => ({
  content,
  total_elements: content.length,
  total_pages: 1,
});

describe("ChargeCard's package", () => {
  it('covers the appointment with a package sold to the patient, then undoes it', async () => {
    const user = userEvent.setup();
    let used = 1;
    const { calls } = mockApi(({ method, url, body }) => {
      if (method === 'GET' && url === chargePath) return { json: pending };
      if (method === 'GET' && url === packagesPath)
        return { json: packagesOf({ ...soldPackage, package: { ...soldPackage.package!, used } }) };
      if (method === 'PATCH' && url === chargePath) {
        const id = (body as { patient_package_id: number | null }).patient_package_id;
        used = id === null ? 1 : 2;
        return { json: id === null ? pending : covered };
      }
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    const card = await screen.findByRole('region', { name: 'Cobrança' });
    await user.click(await within(card).findByRole('button', { name: 'Usar pacote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usar pacote' });
    expect(within(dialog).getByLabelText('Pacote')).toHaveDisplayValue(
      'Pacote 4 consultas · 1 de 4 usadas · vendido em 20/11/2026',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Usar pacote' }));
    expect(await within(card).findByText('Coberto por Pacote 4 consultas')).toBeInTheDocument();
    expect(within(card).getByText('Coberta por um pacote')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Registrar pagamento' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Isentar' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Deixar de usar o pacote' }));
    expect(await within(card).findByText('Preço da tabela')).toBeInTheDocument();
    expect(within(card).queryByText(/Coberto por/)).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { patient_package_id: 8 },
      { patient_package_id: null },
    ]);
    // The package's count of consultations used is read again after each change.
    expect(calls.filter((call) => call.url === packagesPath).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      'every package sold is used up',
      pending,
      { ...soldPackage, package: { ...soldPackage.package!, used: 4 } },
    ],
    ['a payment of it stands', paid, soldPackage],
  ])('offers no package when %s', async (_case, charge, sold) => {
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath) return { json: charge };
      if (method === 'GET' && url === packagesPath) return { json: packagesOf(sold) };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    await screen.findByText('Preço da tabela');
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('button', { name: 'Usar pacote' })).toBeNull();
  });

  it('says why when the API refuses to cover the appointment, keeping the dialog open', async () => {
    const user = userEvent.setup();
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === chargePath) return { json: pending };
      if (method === 'GET' && url === packagesPath) return { json: packagesOf(soldPackage) };
      if (method === 'PATCH')
        return { status: 409, json: { status: 409, code: 'PACKAGE_USED_UP', detail: 'x' } };
      return undefined;
    });
    renderWithSwr(<ChargeCard appointmentId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Usar pacote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usar pacote' });
    await user.click(within(dialog).getByRole('button', { name: 'Usar pacote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Todas as consultas deste pacote já foram usadas.',
    );
    expect(screen.queryByText(/Coberto por/)).toBeNull();
  });
});
