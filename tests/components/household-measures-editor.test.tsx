import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HouseholdMeasuresEditor } from '@/components/foodstuffs/household-measures-editor';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/v1/foodstuffs/3/measures';
const seeded = {
  measures: [
    { id: 1, name: 'colher de servir', weight: 45, source: 'IBGE, POF 2008–2009, p. 35: Arroz' },
    { id: 2, name: 'concha', weight: 100, source: 'IBGE, POF 2008–2009, p. 35: Arroz' },
  ],
};
const problem = (status: number, code: string) => ({
  status,
  json: { type: 'about:blank', title: code, status, code, detail: 'x' },
});

/** The section once the measures are read: while they load it is the same group, holding only a status. */
async function findLoadedEditor() {
  const section = await screen.findByRole('group', { name: 'Medidas caseiras' });
  await within(section).findByLabelText('Nome da medida 1');
  return section;
}

describe('HouseholdMeasuresEditor', () => {
  it('lists the measures with their source, and saves the list as the contract takes it', async () => {
    const { calls } = mockApi((call) => {
      if (call.method === 'PUT')
        return {
          json: { measures: [seeded.measures[0], { id: 9, name: 'pote', weight: 150, source: null }] },
        };
      return call.url === PATH ? { json: seeded } : undefined;
    });
    const user = userEvent.setup();
    renderWithSwr(<HouseholdMeasuresEditor foodstuffId={3} unit="GRAMS" />);
    const section = await findLoadedEditor();
    expect(within(section).getByLabelText('Nome da medida 1')).toHaveValue('colher de servir');
    expect(within(section).getAllByText(/^Fonte: IBGE, POF 2008–2009/)).toHaveLength(2);
    await user.click(within(section).getByRole('button', { name: 'Remover concha' }));
    await user.click(within(section).getByRole('button', { name: 'Adicionar medida' }));
    await user.type(within(section).getByLabelText('Nome da medida 2'), ' pote ');
    await user.type(within(section).getByLabelText('Peso da medida 2 (g)'), '150');
    await user.click(within(section).getByRole('button', { name: 'Salvar medidas' }));
    expect(await screen.findByText('Medidas caseiras salvas.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      measures: [
        { id: 1, name: 'colher de servir', weight: 45 },
        { id: null, name: 'pote', weight: 150 },
      ],
    });
  });

  it("refuses a blank name, a repeated one and a weight of 0 with the contract's words, sending nothing", async () => {
    const { calls } = mockApi((call) => (call.url === PATH ? { json: seeded } : undefined));
    const user = userEvent.setup();
    renderWithSwr(<HouseholdMeasuresEditor foodstuffId={3} unit="GRAMS" />);
    const section = await findLoadedEditor();
    await user.clear(within(section).getByLabelText('Peso da medida 1 (g)'));
    await user.type(within(section).getByLabelText('Peso da medida 1 (g)'), '0');
    await user.click(within(section).getByRole('button', { name: 'Adicionar medida' }));
    await user.click(within(section).getByRole('button', { name: 'Salvar medidas' }));
    expect(within(section).getByText('O peso da medida deve ser maior que zero.')).toBeInTheDocument();
    expect(within(section).getByText('Informe o nome da medida caseira.')).toBeInTheDocument();
    // Those put right, a name met twice (in any case) is the one left.
    await user.clear(within(section).getByLabelText('Peso da medida 1 (g)'));
    await user.type(within(section).getByLabelText('Peso da medida 1 (g)'), '45');
    await user.type(within(section).getByLabelText('Nome da medida 3'), 'Concha');
    await user.type(within(section).getByLabelText('Peso da medida 3 (g)'), '90');
    await user.click(within(section).getByRole('button', { name: 'Salvar medidas' }));
    expect(
      within(section).getByText('Cada medida caseira do alimento precisa de um nome diferente.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('says when the measures cannot be read, and reads them again on request', async () => {
    let fail = true;
    mockApi((call) =>
      call.url === PATH ? (fail ? problem(503, 'DATABASE_UNAVAILABLE') : { json: seeded }) : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<HouseholdMeasuresEditor foodstuffId={3} unit="GRAMS" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as medidas caseiras.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Nome da medida 1')).toHaveValue('colher de servir');
  });

  it('says the server cannot be reached when the rule cannot load (no connection), sending nothing', async () => {
    vi.doMock('@/lib/api/contract/household-measures', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { calls } = mockApi((call) => (call.url === PATH ? { json: seeded } : undefined));
      const user = userEvent.setup();
      renderWithSwr(<HouseholdMeasuresEditor foodstuffId={3} unit="GRAMS" />);
      const section = await findLoadedEditor();
      await user.type(within(section).getByLabelText('Nome da medida 2'), ' rasa');
      await user.click(within(section).getByRole('button', { name: 'Salvar medidas' }));
      expect(
        await screen.findByText('Não foi possível conectar ao servidor. Tente novamente em instantes.'),
      ).toBeInTheDocument();
      expect(within(section).getByLabelText('Nome da medida 2')).toHaveValue('concha rasa');
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    } finally {
      vi.doUnmock('@/lib/api/contract/household-measures');
    }
  });

  it('keeps what was typed when the save fails, and says the food is gone when it was deleted', async () => {
    let answer = problem(503, 'DATABASE_UNAVAILABLE');
    mockApi((call) => (call.method === 'PUT' ? answer : call.url === PATH ? { json: seeded } : undefined));
    const user = userEvent.setup();
    renderWithSwr(<HouseholdMeasuresEditor foodstuffId={3} unit="GRAMS" />);
    const section = await findLoadedEditor();
    await user.clear(within(section).getByLabelText('Peso da medida 2 (g)'));
    await user.type(within(section).getByLabelText('Peso da medida 2 (g)'), '120');
    await user.click(within(section).getByRole('button', { name: 'Salvar medidas' }));
    expect(
      await screen.findByText('Não foi possível conectar ao servidor. Tente novamente em instantes.'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Peso da medida 2 (g)')).toHaveValue('120');
    answer = problem(404, 'NOT_FOUND');
    await user.click(within(section).getByRole('button', { name: 'Salvar medidas' }));
    expect(await screen.findByText('Este alimento não existe mais no catálogo.')).toBeInTheDocument();
  });
});
