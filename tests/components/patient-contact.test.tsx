import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PatientContact } from '@/components/patients/contact/patient-contact';
import { mockApi } from './api-mock';
import { renderWithMessages } from './render';

// The form's code is imported once before the tests: its first import (transformed for the test run) can
// take longer than a wait, and what is tested is the form, not how fast the runner compiles it.
beforeAll(() => import('@/components/patients/contact/phone-form'));
afterEach(() => vi.unstubAllGlobals());

const contact = { patient_id: 5, email: 'ana@exemplo.com', phone: null, cpf: null };

describe('PatientContact', () => {
  it('by keyboard: the phone form takes the focus, and saving or cancelling gives it back to the button', async () => {
    mockApi((call) => {
      if (call.method === 'PUT')
        return { json: { ...contact, phone: (call.body as { phone: string }).phone } };
      return call.url === '/api/v1/users/5/contact' ? { json: contact } : undefined;
    });
    const user = userEvent.setup();
    renderWithMessages(<PatientContact patientId={5} />);
    (await screen.findByRole('button', { name: 'Registrar telefone' })).focus();
    await user.keyboard('{Enter}');
    // The form's code loads on opening; the focus waits for it.
    await waitFor(() => expect(screen.getByLabelText('Telefone')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Registrar telefone' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('(11) 98765-4321{Enter}');
    // The focus moves once the button is painted again, after it is back in the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar telefone' })).toHaveFocus());
  });

  it('shows the account e-mail and "Não informado" for an unknown phone', async () => {
    mockApi((call) => (call.url === '/api/v1/users/5/contact' ? { json: contact } : undefined));
    renderWithMessages(<PatientContact patientId={5} />);
    const region = await screen.findByRole('region', { name: 'Contato' });
    expect(await within(region).findByRole('link', { name: 'ana@exemplo.com' })).toHaveAttribute(
      'href',
      'mailto:ana@exemplo.com',
    );
    expect(within(region).getByText('Não informado')).toBeInTheDocument();
  });

  it('shows the contact the page read on the server at once, without asking again', () => {
    const { calls } = mockApi(() => undefined);
    renderWithMessages(<PatientContact patientId={5} initial={{ ...contact, phone: '(11) 98765-4321' }} />);
    const region = screen.getByRole('region', { name: 'Contato' });
    expect(within(region).getByRole('link', { name: '(11) 98765-4321' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('records a phone, refusing letters first with the contract message in Portuguese', async () => {
    const { calls } = mockApi((call) => {
      if (call.method === 'PUT')
        return { json: { ...contact, phone: (call.body as { phone: string }).phone } };
      return call.url === '/api/v1/users/5/contact' ? { json: contact } : undefined;
    });
    const user = userEvent.setup();
    renderWithMessages(<PatientContact patientId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Registrar telefone' }));
    const field = await screen.findByLabelText('Telefone');
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Salvar telefone' }));
    expect(await screen.findByText(/Use só números/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Salvar telefone' }));
    expect(await screen.findByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute(
      'href',
      'tel:11987654321',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ phone: '(11) 98765-4321' });
  });

  it('an empty field clears the phone (null, not an empty text)', async () => {
    const { calls } = mockApi((call) => {
      if (call.method === 'PUT') return { json: contact };
      return { json: { ...contact, phone: '(11) 98765-4321' } };
    });
    const user = userEvent.setup();
    renderWithMessages(<PatientContact patientId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Alterar telefone' }));
    await user.clear(await screen.findByLabelText('Telefone'));
    await user.click(screen.getByRole('button', { name: 'Salvar telefone' }));
    expect(await screen.findByText('Não informado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ phone: null });
  });

  it('says in Portuguese when the contact cannot be read, with a retry', async () => {
    mockApi(() => ({ status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } }));
    renderWithMessages(<PatientContact patientId={5} />);
    expect(await screen.findByText('Não foi possível carregar o contato.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('the API down: a load says so, and a failed save keeps what was typed with the Portuguese message', async () => {
    const down = { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'fora' } };
    mockApi(() => down);
    const { unmount } = renderWithMessages(<PatientContact patientId={5} />);
    expect(await screen.findByText('Não foi possível carregar o contato.')).toBeInTheDocument();
    unmount();

    mockApi((call) => (call.method === 'PUT' ? down : { json: contact }));
    const user = userEvent.setup();
    renderWithMessages(<PatientContact patientId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Registrar telefone' }));
    await user.type(screen.getByLabelText('Telefone'), '(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Salvar telefone' }));
    expect(
      await screen.findByText('Não foi possível salvar o telefone. Tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
  });
});
