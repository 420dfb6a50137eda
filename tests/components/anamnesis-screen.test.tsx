import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnamnesisScreen } from '@/components/anamnesis/anamnesis-screen';
import type { Anamnesis, AnamnesisContent } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { renderWithMessages } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('@/lib/api/contract/anamnesis');
  vi.doUnmock('@/components/anamnesis/anamnesis-form');
});

const content = (over: Partial<AnamnesisContent> = {}): AnamnesisContent => ({
  conditions: { list: [], other: null, family_history: null },
  medications: { in_use: null, supplements: null },
  allergies: { allergies: [], intolerances: [], notes: null },
  habits: { smoking: null, alcohol: null, physical_activity: null, notes: null },
  bowel: { frequency: null, bristol_type: null, notes: null },
  sleep: { hours: null, quality: null, notes: null },
  water: { liters_per_day: null, notes: null },
  pregnancy: { state: null, gestational_weeks: null, delivery_date: null },
  notes: null,
  ...over,
});

const version = (
  id: number,
  date: string,
  body: AnamnesisContent,
  form: 'SHORT' | 'FULL' = 'SHORT',
): Anamnesis => ({
  id,
  form,
  date,
  recorded_at: `${date}T15:00:00.000Z`,
  recorded_by: { id: 2, name: 'Dra. Lia' },
  patient_id: 5,
  content: body,
});

/** The form opened: its code loads on first use, so its first field comes a moment after the click. */
const formOpened = () => screen.findByRole('radio', { name: 'Resumida' });

describe('AnamnesisScreen', () => {
  it('by keyboard: the form takes the focus, and cancelling gives it back to the button', async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithMessages(<AnamnesisScreen patientId={5} initial={{ versions: [], latest: null }} />);
    screen.getByRole('button', { name: 'Preencher anamnese' }).focus();
    await user.keyboard('{Enter}');
    // The form's code loads on opening: the focus moves to it once it is there.
    const short = await screen.findByRole('radio', { name: 'Resumida' });
    await waitFor(() => expect(short).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Preencher anamnese' })).toHaveFocus();
  });

  it('with no version: an empty state in Portuguese whose button opens the short form', async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithMessages(<AnamnesisScreen patientId={5} initial={{ versions: [], latest: null }} />);
    expect(screen.getByText('Nenhuma anamnese registrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preencher anamnese' }));
    await formOpened();
    expect(screen.getByRole('radio', { name: 'Resumida' })).toBeChecked();
    expect(screen.getByLabelText('Alergias alimentares')).toBeInTheDocument();
    expect(screen.queryByLabelText('Histórico familiar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Completa' }));
    expect(screen.getByLabelText('Histórico familiar')).toBeInTheDocument();
  });

  it('saves a new version with unknown answers as null and the list split by commas', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            json: version(9, '2025-03-10', (call.body as { content: AnamnesisContent }).content),
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithMessages(<AnamnesisScreen patientId={5} initial={{ versions: [], latest: null }} />);
    await user.click(screen.getByRole('button', { name: 'Preencher anamnese' }));
    await formOpened();
    await user.type(screen.getByLabelText('Alergias alimentares'), 'amendoim, camarão');
    await user.type(screen.getByLabelText('Horas de sono por noite'), '7,5');
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));
    expect(await screen.findByRole('heading', { name: 'Versão atual, de 10/03/2025' })).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as {
      form: string;
      content: AnamnesisContent;
    };
    expect(body.form).toBe('SHORT');
    expect(body.content.allergies.allergies).toEqual(['amendoim', 'camarão']);
    expect(body.content.sleep.hours).toBe(7.5);
    expect(body.content.water.liters_per_day).toBeNull();
    expect(body.content.bowel.bristol_type).toBeNull();
  });

  it('records a lactation with its delivery date typed as dd/mm/yyyy, and shows it so', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            json: version(9, '2025-03-10', (call.body as { content: AnamnesisContent }).content),
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithMessages(<AnamnesisScreen patientId={5} initial={{ versions: [], latest: null }} />);
    await user.click(screen.getByRole('button', { name: 'Preencher anamnese' }));
    await formOpened();
    const state = screen.getByRole('combobox', { name: 'Gestante ou lactante' });
    await user.selectOptions(state, 'PREGNANT');
    expect(screen.getByRole('textbox', { name: 'Semanas de gestação (hoje)' })).toBeInTheDocument();
    await user.selectOptions(state, 'LACTATING');
    expect(screen.queryByRole('textbox', { name: 'Semanas de gestação (hoje)' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Data do parto' }), '20012025');
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));
    expect(await screen.findByRole('heading', { name: 'Versão atual, de 10/03/2025' })).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as { content: AnamnesisContent };
    expect(body.content.pregnancy).toEqual({
      state: 'LACTATING',
      gestational_weeks: null,
      delivery_date: '2025-01-20',
    });
    expect(screen.getByText('20/01/2025')).toBeInTheDocument();
  });

  /** A first anamnesis with one answer typed, saved: the save says it failed and the answer stays. */
  async function typeAnAllergyAndFailToSave() {
    const user = userEvent.setup();
    renderWithMessages(<AnamnesisScreen patientId={5} initial={{ versions: [], latest: null }} />);
    await user.click(screen.getByRole('button', { name: 'Preencher anamnese' }));
    await formOpened();
    await user.type(screen.getByLabelText('Alergias alimentares'), 'amendoim');
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));
    expect(
      await screen.findByText('Não foi possível salvar a anamnese. Tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Alergias alimentares')).toHaveValue('amendoim');
  }

  it('the API down: a failed save says so in Portuguese and keeps the answers typed', async () => {
    mockApi((call) =>
      call.method === 'POST'
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'fora' } }
        : undefined,
    );
    await typeAnAllergyAndFailToSave();
  });

  it("says so when the form's code cannot load (no connection), and opens it on a retry", async () => {
    vi.doMock('@/components/anamnesis/anamnesis-form', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithMessages(<AnamnesisScreen patientId={5} initial={{ versions: [], latest: null }} />);
    await user.click(screen.getByRole('button', { name: 'Preencher anamnese' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir o formulário. Verifique sua conexão e tente novamente.',
    );
    vi.doUnmock('@/components/anamnesis/anamnesis-form');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await formOpened();
  });

  it('says the save failed, and keeps the answers typed, when the rule cannot load (no connection)', async () => {
    vi.doMock('@/lib/api/contract/anamnesis', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { calls } = mockApi(() => undefined);
    await typeAnAllergyAndFailToSave();
    expect(calls).toHaveLength(0);
  });

  it('refuses an out-of-range answer under its field, with the contract message, and sends nothing', async () => {
    const { calls } = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithMessages(<AnamnesisScreen patientId={5} initial={{ versions: [], latest: null }} />);
    await user.click(screen.getByRole('button', { name: 'Preencher anamnese' }));
    await formOpened();
    await user.type(screen.getByLabelText('Horas de sono por noite'), '30');
    await user.type(screen.getByLabelText('Água por dia (litros)'), 'muito');
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));
    expect(await screen.findByText('Informe um valor entre 0 e 24 horas.')).toBeInTheDocument();
    expect(screen.getByText('Informe um número válido.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Corrija os campos indicados.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('lists the versions newest first with dd/mm/yyyy dates, and reads an older one as it was saved', async () => {
    const older = version(
      1,
      '2025-02-01',
      content({ allergies: { allergies: ['leite'], intolerances: [], notes: null } }),
    );
    const newer = version(
      2,
      '2025-03-01',
      content({ allergies: { allergies: ['amendoim'], intolerances: [], notes: null } }),
      'FULL',
    );
    mockApi((call) => (call.url === '/api/v1/users/5/anamneses/1' ? { json: older } : undefined));
    const user = userEvent.setup();
    const summary = ({ content: _c, patient_id: _p, ...rest }: Anamnesis) => rest;
    renderWithMessages(
      <AnamnesisScreen
        patientId={5}
        initial={{ versions: [summary(newer), summary(older)], latest: newer }}
      />,
    );
    const list = screen.getByRole('region', { name: 'Versões' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('01/03/2025 · Completa'),
      expect.stringContaining('01/02/2025 · Resumida'),
    ]);
    expect(screen.getByText('amendoim')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Ler versão de 01/02/2025' }));
    expect(await screen.findByRole('heading', { name: 'Versão de 01/02/2025' })).toBeInTheDocument();
    expect(await screen.findByText('leite')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar para a versão atual' }));
    expect(screen.getByText('amendoim')).toBeInTheDocument();
  });

  it('editing starts from the current version, and saving keeps the earlier one listed', async () => {
    const current = version(2, '2025-03-01', content({ water: { liters_per_day: 2, notes: null } }));
    mockApi((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            json: version(3, '2025-03-10', (call.body as { content: AnamnesisContent }).content),
          }
        : undefined,
    );
    const user = userEvent.setup();
    const { content: _c, patient_id: _p, ...summary } = current;
    renderWithMessages(<AnamnesisScreen patientId={5} initial={{ versions: [summary], latest: current }} />);
    await user.click(screen.getByRole('button', { name: 'Editar anamnese' }));
    await formOpened();
    const water = screen.getByLabelText('Água por dia (litros)');
    expect(water).toHaveValue('2');
    await user.clear(water);
    await user.type(water, '2,5');
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));
    expect(await screen.findByText('2,5 L')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
