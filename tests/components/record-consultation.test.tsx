import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordConsultation } from '@/components/consultations/record-consultation';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockReset();
});

const PATH = '/api/v1/users/5/consultations';

describe('RecordConsultation', () => {
  it("'Registrar consulta' sends the type and the SOAP note, then reloads the list", async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST' && call.url === PATH ? { status: 201, json: {} } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<RecordConsultation patientId={5} />);
    await user.click(screen.getByRole('button', { name: 'Registrar consulta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar consulta' });
    await user.selectOptions(within(dialog).getByLabelText('Tipo de consulta'), 'Online');
    await user.type(within(dialog).getByLabelText('Subjetivo'), 'Veio sem marcar.');
    await user.type(within(dialog).getByLabelText('Plano'), 'Retorno em 30 dias.');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar consulta' }));
    expect(await screen.findByText('Consulta registrada com sucesso!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: PATH,
        body: {
          type: 'ONLINE',
          notes: {
            subjective: 'Veio sem marcar.',
            objective: null,
            assessment: null,
            plan: 'Retorno em 30 dias.',
            free_text: null,
          },
        },
      },
    ]);
    expect(refresh).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Registrar consulta' })).not.toBeInTheDocument();
  });

  it('an empty note is not sent; a refusal is said in Portuguese and keeps what was typed', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            json: { status: 409, code: 'CONSULTATION_OVERLAPS_APPOINTMENT', detail: 'x' },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<RecordConsultation patientId={5} />);
    await user.click(screen.getByRole('button', { name: 'Registrar consulta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar consulta' });
    const submit = within(dialog).getByRole('button', { name: 'Registrar consulta' });
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escreva ao menos uma seção das anotações.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Avaliação'), 'Boa adesão.');
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'Já há uma consulta na agenda neste horário. Registre as anotações nela.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Avaliação')).toHaveValue('Boa adesão.');
    expect(refresh).not.toHaveBeenCalled();
  });
});
