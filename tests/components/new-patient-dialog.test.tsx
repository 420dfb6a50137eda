import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteToApp } from '@/components/patients/invite-to-app';
import { NewPatient } from '@/components/patients/new-patient';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

const push = vi.fn();
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  push.mockReset();
  refresh.mockReset();
});

async function openDialog() {
  const user = userEvent.setup();
  renderWithSwr(<NewPatient nutritionistId={7} />);
  await user.click(screen.getByRole('button', { name: 'Novo paciente' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Novo paciente' }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Nome completo'), 'Marta Lima');
  await user.selectOptions(within(dialog).getByLabelText('Sexo'), 'FEMALE');
  await user.type(within(dialog).getByLabelText('Data de nascimento'), '12041980');
}

describe('NewPatientDialog', () => {
  it('names each missing required field on the field itself and sends nothing', async () => {
    const { calls } = mockApi(() => undefined);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Criar paciente' }));
    expect(within(dialog).getByLabelText('Nome completo')).toHaveAccessibleDescription('Informe o nome.');
    expect(within(dialog).getByLabelText('Sexo')).toHaveAccessibleDescription('Informe o sexo.');
    expect(within(dialog).getByLabelText('Data de nascimento')).toHaveAccessibleDescription(
      'Informe a data de nascimento.',
    );
    await user.type(within(dialog).getByLabelText('CPF (opcional)'), '52998224724');
    expect(within(dialog).getByLabelText('CPF (opcional)')).toHaveAccessibleDescription(
      expect.stringContaining('CPF inválido: confira os dígitos.'),
    );
    expect(calls).toEqual([]);
  });

  it('creates the record with name, sex and birth date alone, then opens it', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST' && call.url === '/api/v1/nutritionists/7/patients'
        ? { status: 201, json: { id: 91, name: 'Marta Lima', uses_app: false } }
        : undefined,
    );
    const { user, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('CPF (opcional)'), '529.982.247-25');
    await user.click(within(dialog).getByRole('button', { name: 'Criar paciente' }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/patients/91'));
    expect(calls[0]?.body).toEqual({
      name: 'Marta Lima',
      gender: 'FEMALE',
      birth_date: '1980-04-12',
      email: null,
      phone: null,
      cpf: '52998224725',
    });
  });

  it('an e-mail in use says to invite instead, on the e-mail field, and keeps what she typed', async () => {
    mockApi((call) =>
      call.method === 'POST'
        ? { status: 409, json: { status: 409, code: 'EMAIL_IN_USE', detail: 'x' } }
        : undefined,
    );
    const { user, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('E-mail (opcional)'), 'ana@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Criar paciente' }));
    expect(await within(dialog).findByText(/Este e-mail já está em uso/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome completo')).toHaveValue('Marta Lima');
    expect(push).not.toHaveBeenCalled();
  });

  it('a failed save says so and keeps the dialog open', async () => {
    mockApi((call) =>
      call.method === 'POST'
        ? { status: 503, json: { status: 503, code: 'DATABASE_UNAVAILABLE', detail: 'x' } }
        : undefined,
    );
    const { user, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Criar paciente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não foi possível criar o paciente.');
  });
});

describe('InviteToApp', () => {
  it("sends the record's id with the typed e-mail, then refreshes the record", async () => {
    const { calls } = mockApi((call) =>
      call.url === '/api/v1/connection-requests' ? { status: 201, json: { id: 3 } } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<InviteToApp nutritionistId={7} patientId={91} email={null} />);
    await user.click(screen.getByRole('button', { name: 'Convidar para o aplicativo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar para o aplicativo' });
    await user.type(within(dialog).getByLabelText('E-mail do paciente'), 'marta@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { nutritionist_id: 7, patient_email: 'marta@exemplo.com', patient_id: 91 },
    });
  });

  it('an e-mail another account holds says so in the dialog, which stays open with the e-mail typed', async () => {
    mockApi((call) =>
      call.url === '/api/v1/connection-requests'
        ? { status: 409, json: { status: 409, code: 'EMAIL_IN_USE', detail: 'x' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<InviteToApp nutritionistId={7} patientId={91} email="marta@exemplo.com" />);
    await user.click(screen.getByRole('button', { name: 'Convidar para o aplicativo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar para o aplicativo' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Este e-mail já está em uso/);
    expect(within(dialog).getByLabelText('E-mail do paciente')).toHaveValue('marta@exemplo.com');
    expect(refresh).not.toHaveBeenCalled();
  });
});
