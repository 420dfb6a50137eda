import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConsultationList } from '@/components/consultations/consultation-list';
import { CONSULTATION_NOTE_MAX, type Consultation, type ConsultationNotes } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

// The form's code is imported once before the tests: its first import (transformed for the test run) can
// take longer than a wait, and what is tested is the form, not how fast the runner compiles it.
beforeAll(() => import('@/components/consultations/consultation-notes-form'));
afterEach(() => vi.unstubAllGlobals());

/** The notes form, whose code loads when she first opens it. */
const formOpened = () => screen.findByRole('button', { name: 'Salvar anotações' });

const author = { id: 2, name: 'Dra. Lia' };
const notes = (id: number, fields: Partial<ConsultationNotes>): ConsultationNotes => ({
  id,
  appointment_id: 31,
  subjective: null,
  objective: null,
  assessment: null,
  plan: null,
  free_text: null,
  date: '2025-03-10',
  recorded_at: '2025-03-10T15:00:00.000Z',
  recorded_by: author,
  ...fields,
});
const consultation = (id: number, fields: Partial<Consultation> = {}): Consultation => ({
  appointment_id: id,
  type: 'ON_SITE',
  status: 'COMPLETED',
  start_date_time: '2025-03-10T13:00:00.000Z',
  end_date_time: '2025-03-10T13:50:00.000Z',
  date: '2025-03-10',
  notes: [],
  ...fields,
});
const page = (content: Consultation[]) => ({ content, total_elements: content.length, total_pages: 1 });
const NOTES_PATH = '/api/v1/users/5/consultations/31/notes';

describe('ConsultationList', () => {
  it('by keyboard: the notes form takes the focus, and saving gives it back to the button', async () => {
    mockApi((call) =>
      call.method === 'POST' && call.url === NOTES_PATH
        ? { status: 201, json: notes(7, call.body as Partial<ConsultationNotes>) }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<ConsultationList patientId={5} page={1} size={10} initial={page([consultation(31)])} />);
    screen.getByRole('button', { name: 'Escrever anotações' }).focus();
    await user.keyboard('{Enter}');
    // The form's code loads on opening; the focus waits for it.
    await waitFor(() => expect(screen.getByLabelText('Subjetivo')).toHaveFocus());
    await user.keyboard('Relata fome à noite.');
    await user.click(screen.getByRole('button', { name: 'Salvar anotações' }));
    // The focus moves once the button is painted again, after it is back in the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar anotações' })).toHaveFocus());
  });

  it('names each consultation by its day and time (dd/mm/yyyy) and says when it has no notes', () => {
    mockApi(() => undefined);
    renderWithSwr(<ConsultationList patientId={5} page={1} size={10} initial={page([consultation(31)])} />);
    const item = screen.getByRole('article', { name: 'Consulta de 10/03/2025 às 10:00' });
    expect(within(item).getByText('Presencial · Realizada')).toBeInTheDocument();
    expect(within(item).getByText('Nenhuma anotação nesta consulta.')).toBeInTheDocument();
  });

  it('writes notes: refuses an empty form and a section past the bound before sending, then shows them', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST' && call.url === NOTES_PATH
        ? { status: 201, json: notes(7, call.body as Partial<ConsultationNotes>) }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<ConsultationList patientId={5} page={1} size={10} initial={page([consultation(31)])} />);
    await user.click(screen.getByRole('button', { name: 'Escrever anotações' }));
    await formOpened();
    expect(screen.getByText('Até 4.000 caracteres.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar anotações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escreva ao menos uma seção das anotações.');
    const objective = screen.getByLabelText('Objetivo');
    await user.click(objective);
    await user.paste('x'.repeat(CONSULTATION_NOTE_MAX + 1));
    expect(
      // The bound written as Portuguese writes numbers.
      screen.getByText('Use no máximo 4.000 caracteres nesta seção.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar anotações' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.clear(objective);
    await user.type(screen.getByLabelText('Subjetivo'), 'Relata fome à noite.');
    await user.type(screen.getByLabelText('Plano'), 'Ceia com proteína.');
    await user.click(screen.getByRole('button', { name: 'Salvar anotações' }));
    expect(
      await screen.findByRole('heading', { name: /^Anotações de 10\/03\/2025\s*·\s*por Dra\. Lia$/ }),
    ).toBeVisible();
    expect(screen.getByText('Relata fome à noite.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      subjective: 'Relata fome à noite.',
      objective: null,
      assessment: null,
      plan: 'Ceia com proteína.',
      free_text: null,
    });
  });

  it('an edit starts from the newest version and keeps the earlier one under "Versões anteriores"', async () => {
    const first = notes(7, { plan: 'Ceia com proteína.' });
    mockApi((call) =>
      call.method === 'POST'
        ? { status: 201, json: notes(8, call.body as Partial<ConsultationNotes>) }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(
      <ConsultationList
        patientId={5}
        page={1}
        size={10}
        initial={page([consultation(31, { notes: [first] })])}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Editar anotações' }));
    await formOpened();
    const plan = screen.getByLabelText('Plano');
    expect(plan).toHaveValue('Ceia com proteína.');
    await user.clear(plan);
    await user.type(plan, 'Ceia com iogurte.');
    await user.click(screen.getByRole('button', { name: 'Salvar anotações' }));
    // Saved once the form has closed: until then the text found would be the one typed in the field.
    await screen.findByRole('button', { name: 'Editar anotações' });
    expect(screen.getByText('Ceia com iogurte.')).toBeVisible();
    await user.click(screen.getByText('Versões anteriores (1)'));
    expect(screen.getByText('Ceia com proteína.')).toBeVisible();
  });

  it('a refusal reads as the error map says, in Portuguese', async () => {
    mockApi((call) =>
      call.method === 'POST'
        ? { status: 409, json: { status: 409, code: 'APPOINTMENT_CANCELED', detail: 'x' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<ConsultationList patientId={5} page={1} size={10} initial={page([consultation(31)])} />);
    await user.click(screen.getByRole('button', { name: 'Escrever anotações' }));
    await formOpened();
    await user.type(screen.getByLabelText('Texto livre'), 'Nota.');
    await user.click(screen.getByRole('button', { name: 'Salvar anotações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta consulta foi desmarcada.');
  });
});
