import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvitePatient } from '@/components/patients/invite-patient';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

const created = {
  id: 1,
  nutritionist_id: 7,
  patient_email: 'nova@exemplo.com',
  status: 'PENDING',
  expires_at: '2025-03-19T00:00:00.000Z',
  created_at: '2025-03-12T00:00:00.000Z',
  accepted_at: null,
};

afterEach(() => vi.unstubAllGlobals());

async function openModal() {
  const user = userEvent.setup();
  renderWithSwr(<InvitePatient nutritionistId={7} />);
  await user.click(screen.getByRole('button', { name: 'Convidar paciente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Convidar paciente' });
  return { user, dialog };
}

describe('InvitePatient', () => {
  it("'Enviar convite' is enabled only for a valid e-mail of at most 120 characters", async () => {
    mockApi(() => undefined);
    const { user, dialog } = await openModal();
    const email = within(dialog).getByLabelText('E-mail do paciente');
    const send = within(dialog).getByRole('button', { name: 'Enviar convite' });
    expect(send).toBeDisabled();
    expect(email).toHaveAttribute('maxlength', '120');
    await user.type(email, 'nome@dominio');
    expect(send).toBeDisabled();
    await user.type(email, '.com.br');
    expect(send).toBeEnabled();
    await user.clear(email);
    await user.type(email, 'nome@dominio.abcdefg');
    expect(send).toBeDisabled();
  });

  it('sends the nutritionist and the e-mail, then shows the success toast', async () => {
    const { calls } = mockApi((call) =>
      call.url === '/api/v1/connection-requests' ? { status: 201, json: created } : undefined,
    );
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('E-mail do paciente'), 'nova@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(
      await screen.findByText('Convite enviado com sucesso para o e-mail nova@exemplo.com!'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { nutritionist_id: 7, patient_email: 'nova@exemplo.com' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Convidar paciente' })).not.toBeInTheDocument(),
    );
  });

  it("a failure opens 'Ops! Algo deu errado' and 'Tentar novamente' sends the same e-mail again", async () => {
    let attempts = 0;
    mockApi(() => {
      attempts += 1;
      return attempts === 1
        ? { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } }
        : { status: 201, json: created };
    });
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('E-mail do paciente'), 'nova@exemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    const failure = await screen.findByRole('alertdialog', { name: 'Ops! Algo deu errado' });
    expect(failure).toHaveTextContent('Houve um problema ao enviar o convite. Tente novamente mais tarde.');
    await user.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('Convite enviado com sucesso para o e-mail nova@exemplo.com!'),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it("'Voltar' keeps the typed e-mail; a known refusal says why", async () => {
    mockApi(() => ({ status: 409, json: { status: 409, code: 'ALREADY_PATIENT', detail: 'x' } }));
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('E-mail do paciente'), 'paciente@nutri.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    const failure = await screen.findByRole('alertdialog', { name: 'Ops! Algo deu errado' });
    expect(failure).toHaveTextContent('Este e-mail já pertence a um paciente seu.');
    await user.click(within(failure).getByRole('button', { name: 'Voltar' }));
    const again = await screen.findByRole('dialog', { name: 'Convidar paciente' });
    expect(within(again).getByLabelText('E-mail do paciente')).toHaveValue('paciente@nutri.test');
  });
});
