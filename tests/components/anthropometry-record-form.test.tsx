import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnthropometryScreen } from '@/components/anthropometry/anthropometry-screen';
import { type AnthropometricRecord, MEASUREMENT_FIELDS } from '@/lib/api/contract';
import { answerGate, mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('@/lib/api/contract/anthropometry');
});

const empty = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, null])) as Omit<
  AnthropometricRecord,
  'id' | 'patient_id' | 'date'
>;
const older: AnthropometricRecord = {
  ...empty,
  id: 1,
  patient_id: 7,
  date: '2025-01-10',
  weight: 66,
  waist_circumference: 80,
};
const latest: AnthropometricRecord = {
  ...empty,
  id: 2,
  patient_id: 7,
  date: '2025-02-10',
  weight: 64,
  height: 165,
  waist_circumference: 78.5,
};

function renderScreen() {
  return renderWithSwr(
    <AnthropometryScreen
      patient={{ id: 7, birth_date: '2000-01-01', gender: 'FEMALE' }}
      initial={{ records: [latest, older], preferred_fat_equation: 'JACKSON_POLLOCK_3' }}
      today="2025-03-12"
    />,
  );
}

describe('the anthropometric record form', () => {
  it('shows the latest waist with its change since the previous record', () => {
    mockApi(() => undefined);
    renderScreen();
    expect(screen.getByText('Medidas de 10/02/2025')).toBeInTheDocument();
    expect(screen.getByText('diminuiu 1,5 cm desde 10/01/2025')).toBeInTheDocument();
  });

  it('before the first record lists the seven circumference sites, unmeasured', () => {
    mockApi(() => undefined);
    renderWithSwr(
      <AnthropometryScreen
        patient={{ id: 7, birth_date: '2000-01-01', gender: 'FEMALE' }}
        initial={{ records: [], preferred_fat_equation: 'JACKSON_POLLOCK_3' }}
        today="2025-03-12"
      />,
    );
    const card = screen.getByRole('region', { name: 'Circunferências atuais' });
    expect(within(card).getByText('Nenhuma circunferência registrada ainda.')).toBeInTheDocument();
    const sites = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(sites).toEqual(['Bíceps', 'Tríceps', 'Quadril', 'Panturrilha', 'Cintura', 'Coxa', 'Tórax']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(Array(7).fill('—'));
  });

  it('refuses a value outside its range on the page, without calling the API', async () => {
    const { calls } = mockApi(() => undefined);
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Novo registro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo registro' });
    await user.type(within(dialog).getByLabelText('Peso (kg)'), '400');
    await user.type(within(dialog).getByLabelText('Tricipital (mm)'), '0,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByLabelText('Peso (kg)')).toHaveAccessibleDescription(
      expect.stringContaining('Informe um valor entre 2 e 350 kg.'),
    );
    expect(within(dialog).getByLabelText('Tricipital (mm)')).toHaveAccessibleDescription(
      expect.stringContaining('Informe um valor entre 1 e 80 mm.'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses an empty or future date', async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Novo registro' }));
    const date = await screen.findByLabelText('Data');
    await user.clear(date);
    await user.type(date, '13032025');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(date).toHaveAccessibleDescription('A data do registro não pode ser futura.');
  });

  it('sends the typed skinfolds and shows the Jackson & Pollock result of the new record', async () => {
    const saved: AnthropometricRecord = {
      ...empty,
      id: 3,
      patient_id: 7,
      date: '2025-03-12',
      weight: 60,
      triceps_skinfold: 20,
      suprailiac_skinfold: 15,
      thigh_skinfold: 25,
    };
    const { calls } = mockApi((call) => (call.method === 'POST' ? { status: 201, json: saved } : undefined));
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Novo registro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo registro' });
    await user.type(within(dialog).getByLabelText('Peso (kg)'), '60');
    await user.type(within(dialog).getByLabelText('Tricipital (mm)'), '20');
    await user.type(within(dialog).getByLabelText('Suprailíaca (mm)'), '15');
    await user.type(within(dialog).getByLabelText('Coxa (mm)'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Novo registro' })).not.toBeInTheDocument(),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/v1/users/7/anthropometric-records');
    expect(post?.body).toMatchObject({
      date: '2025-03-12',
      weight: 60,
      triceps_skinfold: 20,
      thigh_skinfold: 25,
    });
    // 25 years on 12/03/2025: D = 1.0994921 − 0.0009929·60 + 0.0000023·3600 − 0.0001392·25 → Siri 23,8 %
    expect(screen.getAllByText(/23,8 % de gordura/).length).toBeGreaterThan(0);
    expect(screen.getByText('Registro salvo.')).toBeInTheDocument();
  });

  it('a record weighed without a height gets its BMI from the height measured before, and says so', () => {
    mockApi(() => undefined);
    const weighed: AnthropometricRecord = { ...empty, id: 3, patient_id: 7, date: '2025-03-12', weight: 60 };
    renderWithSwr(
      <AnthropometryScreen
        patient={{ id: 7, birth_date: '2000-01-01', gender: 'FEMALE' }}
        initial={{ records: [weighed, latest, older], preferred_fat_equation: 'JACKSON_POLLOCK_3' }}
        today="2025-03-12"
      />,
    );
    const results = screen.getByRole('region', { name: 'Antropometria' });
    // 60 kg ÷ 1,65² m = 22,04 kg/m², shown with two decimals as the WHO table writes it
    expect(within(results).getByText(/^22,04 kg\/m²/)).toBeInTheDocument();
    expect(within(results).getByText('Com a altura de 165 cm medida em 10/02/2025.')).toBeInTheDocument();
    expect(within(results).queryByText(/falta altura/)).not.toBeInTheDocument();
  });

  /** A new record with its waist typed, saved: the save says it failed and the dialog keeps the waist. */
  async function typeAWaistAndFailToSave() {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Novo registro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo registro' });
    await user.type(within(dialog).getByLabelText('Cintura (cm)'), '77,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Não foi possível salvar o registro/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Cintura (cm)')).toHaveValue('77,5');
  }

  it('says the save failed, and keeps everything typed, when the rule cannot load (no connection)', async () => {
    vi.doMock('@/lib/api/contract/anthropometry', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { calls } = mockApi(() => undefined);
    await typeAWaistAndFailToSave();
    expect(calls).toHaveLength(0);
  });

  it('keeps everything typed when the save fails', async () => {
    mockApi((call) =>
      call.method === 'POST'
        ? { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } }
        : undefined,
    );
    await typeAWaistAndFailToSave();
  });

  it('a stray backdrop click keeps the form, and while saving Escape, Fechar and Cancelar cannot close it', async () => {
    // The POST waits for the test to let it answer.
    const post = answerGate();
    mockApi((call) =>
      call.method === 'POST'
        ? { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' }, heldUntil: post.held }
        : undefined,
    );
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Novo registro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo registro' });
    await user.type(within(dialog).getByLabelText('Cintura (cm)'), '77,5');

    // A click that lands on the backdrop.
    await user.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Novo registro' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // The form loads the contract's schema (on first use, a module import) before it starts saving: on a
    // loaded machine that takes longer than the click, so wait for the saving state instead of assuming it.
    const saving = await within(dialog).findByRole('button', { name: 'Salvando...' }, { timeout: 5000 });
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('dialog', { name: 'Novo registro' })).toBeInTheDocument();

    post.release();
    expect(await screen.findByText(/Não foi possível salvar o registro/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Cintura (cm)')).toHaveValue('77,5');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });
});
