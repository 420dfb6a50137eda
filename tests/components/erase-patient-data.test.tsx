import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErasePatientData } from '@/components/patients/export/erase-patient-data';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockClear();
});

const PATH = '/api/v1/users/5/deletion-request';
const done = {
  id: 1,
  patient_id: 5,
  requested_by_role: 'NUTRITIONIST',
  status: 'COMPLETED',
  requested_at: '2026-11-26T10:00:00Z',
  scheduled_for: null,
  completed_at: '2026-11-26T10:00:00Z',
  erased: ['SIGN_IN', 'PHONE'],
  kept: ['ANAMNESIS'],
};

describe('ErasePatientData', () => {
  it('asks first, saying what goes and what the law keeps; cancelling sends nothing', async () => {
    const { calls } = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithSwr(<ErasePatientData patientId={5} patientName="José Carlos Moreira" />);
    await user.click(screen.getByRole('button', { name: 'Excluir dados pessoais' }));
    // The dialog's code loads when she first asks for it.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Excluir os dados pessoais de José Carlos Moreira?',
    });
    expect(dialog).toHaveTextContent('ficam guardados por 20 anos, como exige a Lei 13.787/2018');
    expect(dialog).toHaveTextContent(
      'O paciente receberá um e-mail e poderá cancelar a exclusão até a data marcada',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toHaveLength(0);
  });

  it('asked for the patient, says the date the erasure was scheduled for, and reloads the page', async () => {
    const scheduled = {
      ...done,
      status: 'SCHEDULED',
      scheduled_for: '2026-12-03T10:00:00Z',
      completed_at: null,
    };
    mockApi((call) =>
      call.method === 'POST' && call.url === PATH ? { status: 201, json: scheduled } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<ErasePatientData patientId={5} patientName="José Carlos Moreira" />);
    await user.click(screen.getByRole('button', { name: 'Excluir dados pessoais' }));
    await user.click(await screen.findByRole('button', { name: 'Agendar a exclusão' }));
    // The card's own status, not the toasts' region.
    const card = screen.getByRole('region', { name: 'Excluir dados pessoais' });
    // The region is there, empty, before the answer: what it comes to say is waited for.
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        'A exclusão foi agendada para 03/12/2026. José Carlos Moreira recebeu um e-mail e pode cancelá-la até lá.',
      ),
    );
    expect(refresh).toHaveBeenCalled();
  });

  it('erases on confirmation, says so and reloads the page', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST' && call.url === PATH ? { status: 201, json: done } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<ErasePatientData patientId={5} patientName="José Carlos Moreira" />);
    await user.click(screen.getByRole('button', { name: 'Excluir dados pessoais' }));
    await user.click(await screen.findByRole('button', { name: 'Agendar a exclusão' }));
    // The card's own status, not the toasts' region.
    const card = screen.getByRole('region', { name: 'Excluir dados pessoais' });
    // The region is there, empty, before the answer: what it comes to say is waited for.
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        'Os dados pessoais de José Carlos Moreira foram excluídos. O prontuário continua guardado.',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(refresh).toHaveBeenCalled();
  });

  it('says when the data were already erased, and when the request failed', async () => {
    let answer = {
      status: 409,
      json: { code: 'DELETION_ALREADY_DONE', detail: 'x', status: 409, title: 'x', type: 'about:blank' },
    };
    mockApi((call) => (call.method === 'POST' ? answer : undefined));
    const user = userEvent.setup();
    renderWithSwr(<ErasePatientData patientId={5} patientName="José" />);
    await user.click(screen.getByRole('button', { name: 'Excluir dados pessoais' }));
    await user.click(await screen.findByRole('button', { name: 'Agendar a exclusão' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Os dados pessoais deste paciente já foram excluídos.',
      ),
    );
    answer = {
      status: 503,
      json: { code: 'DATABASE_UNAVAILABLE', detail: 'x', status: 503, title: 'x', type: 'about:blank' },
    };
    await user.click(screen.getByRole('button', { name: 'Excluir dados pessoais' }));
    await user.click(await screen.findByRole('button', { name: 'Agendar a exclusão' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Não foi possível excluir os dados. Tente novamente.',
      ),
    );
    expect(refresh).not.toHaveBeenCalled();
  });
});
