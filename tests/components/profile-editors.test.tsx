import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutEditor } from '@/components/profile/about-editor';
import { AddressDialog } from '@/components/profile/address-dialog';
import { RemindersEditor } from '@/components/profile/reminders-editor';
import { SpecializationsEditor } from '@/components/profile/specializations-editor';
import { ToastProvider } from '@/components/ui/toast-provider';
import type { Nutritionist } from '@/lib/api/contract';
import { BRAZILIAN_STATES } from '@/lib/rules/profile';
import { COPACABANA_ADDRESS, PAULISTA_ADDRESS } from '../fixtures/requests';
import { answerGate, mockApi } from './api-mock';
import { renderWithMessages } from './render';

const catalogue = [
  'Nutrição Clínica',
  'Nutrição Esportiva',
  'Nutrição Materno-Infantil',
  'Nutrição Funcional',
  'Nutrição Oncológica',
  'Nutrição em Saúde Pública',
  'Nutrição Estética',
  'Fitoterapia Aplicada à Nutrição',
  'Nutrição Hospitalar',
  'Nutrição Geriátrica',
].map((name, index) => ({ id: index + 1, name, description: '' }));

const profile: Nutritionist = {
  id: 3,
  name: 'Camila Rocha Andrade',
  email: 'nutri@nutri.test',
  birth_date: '1988-07-22',
  gender: 'FEMALE',
  professional_document: { registration_number: '10001', crn: 3 },
  specializations: [catalogue[0]!, catalogue[3]!],
  about: null,
  photo_url: null,
  average_rating: null,
  address: null,
  created_at: '2024-01-01T00:00:00.000Z',
  specialization_catalogue: catalogue,
  appointment_reminders: true,
};

const paulista = { city: 'São Paulo', uf: 'SP', neighborhood: 'Bela Vista', street: 'Avenida Paulista' };

/** A whole address typed key by key takes more than the default 5 s on a busy machine. */
const TYPING_TIMEOUT_MS = 20_000;

afterEach(() => vi.unstubAllGlobals());

function renderDialog(onSaved = vi.fn(), onClose = vi.fn(), start: Nutritionist = profile) {
  renderWithMessages(
    <ToastProvider>
      <AddressDialog open onClose={onClose} profile={start} onSaved={onSaved} />
    </ToastProvider>,
  );
  return { onSaved, onClose };
}

describe('AddressDialog', () => {
  it('masks the CEP, looks it up on the 8th digit and fills the read-only fields; number opens with the street', async () => {
    const { calls } = mockApi((call) =>
      call.url === '/api/v1/addresses/01310100' ? { json: paulista } : undefined,
    );
    renderDialog();
    const cep = screen.getByLabelText('CEP');
    const number = screen.getByLabelText('Número');
    expect(number).toBeDisabled();
    expect(screen.getByLabelText('Complemento (opcional)')).toBeDisabled();

    await userEvent.type(cep, '0131010');
    expect(cep).toHaveValue('01310-10');
    expect(calls).toHaveLength(0);
    await userEvent.type(cep, '0');
    expect(cep).toHaveValue('01310-100');

    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
    for (const label of ['Rua', 'Bairro', 'Cidade', 'Estado'])
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/addresses/01310100']);
    expect(number).toBeEnabled();
    // Everything but the number: not yet.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('changing the CEP clears what it filled; a CEP left incomplete is invalid', async () => {
    mockApi((call) => (call.url === '/api/v1/addresses/01310100' ? { json: paulista } : undefined));
    renderDialog();
    const cep = screen.getByLabelText('CEP');
    await userEvent.type(cep, '01310100');
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Avenida Paulista'));
    await userEvent.type(screen.getByLabelText('Número'), '900');

    await userEvent.type(cep, '{Backspace}');
    expect(screen.getByLabelText('Rua')).toHaveValue('');
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
    expect(screen.getByLabelText('Número')).toHaveValue('');
    expect(screen.getByLabelText('Número')).toBeDisabled();
    expect(screen.queryByText('O CEP informado é inválido')).not.toBeInTheDocument();
    // Seven digits left behind: the CEP says it is invalid.
    await userEvent.tab();
    expect(cep).toHaveAccessibleDescription('O CEP informado é inválido');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it(
    'a CEP the lookup does not know opens the address to typing, the state from the 27 UFs, and saves it as typed',
    async () => {
      const saved = { ...profile, address: { country: 'BRAZIL' as const, ...COPACABANA_ADDRESS } };
      const { calls } = mockApi((call) => {
        if (call.url === '/api/v1/addresses/22041001')
          return {
            status: 404,
            json: { status: 404, code: 'ZIP_CODE_NOT_FOUND', detail: 'CEP não encontrado.' },
          };
        if (call.method === 'PATCH' && call.url === '/api/v1/nutritionists/3') return { json: saved };
        return undefined;
      });
      const { onSaved, onClose } = renderDialog();
      const cep = screen.getByLabelText('CEP');
      await userEvent.type(cep, '22041001');
      const note = await screen.findByText(
        'Não encontramos este CEP na consulta. Confira os dígitos ou digite cidade, estado, bairro e rua para salvar o endereço.',
      );
      expect(note).toHaveAttribute('role', 'status');
      // Not 'inválido': the CEP may well be real.
      expect(screen.queryByText('O CEP informado é inválido')).not.toBeInTheDocument();
      expect(cep).toHaveValue('22041-001');
      expect(cep).not.toHaveAttribute('aria-invalid');

      for (const label of ['Cidade', 'Bairro', 'Rua']) {
        const field = screen.getByRole('textbox', { name: label });
        expect(field).not.toHaveAttribute('readonly');
        expect(field).toBeRequired();
        expect(field).toHaveAccessibleDescription(note.textContent ?? '');
      }
      const state = screen.getByRole('combobox', { name: 'Estado' });
      const options = within(state).getAllByRole('option');
      // 'Selecione', then the 26 states and the Federal District.
      expect(options).toHaveLength(28);
      expect(options.map((option) => option.getAttribute('value')).slice(1)).toEqual([...BRAZILIAN_STATES]);
      expect(within(state).getByRole('option', { name: 'Rio de Janeiro (RJ)' })).toHaveValue('RJ');

      const save = screen.getByRole('button', { name: 'Salvar' });
      await userEvent.type(screen.getByLabelText('Cidade'), 'Rio de Janeiro');
      await userEvent.type(screen.getByLabelText('Bairro'), 'Copacabana');
      await userEvent.type(screen.getByLabelText('Rua'), 'Rua Barata Ribeiro');
      await userEvent.type(screen.getByLabelText('Número'), '502');
      await userEvent.type(screen.getByLabelText('Complemento (opcional)'), 'Apto 301');
      // Everything but the state: not yet.
      expect(save).toBeDisabled();
      await userEvent.selectOptions(state, 'RJ');
      expect(save).toBeEnabled();
      await userEvent.click(save);
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
      expect(onClose).toHaveBeenCalled();
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ address: COPACABANA_ADDRESS });
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'keeps the address she typed while she corrects an unknown CEP; a CEP the lookup knows fills it',
    async () => {
      const notFound = {
        status: 404,
        json: { status: 404, code: 'ZIP_CODE_NOT_FOUND', detail: 'CEP não encontrado.' },
      };
      mockApi((call) => {
        if (call.url === '/api/v1/addresses/22041001' || call.url === '/api/v1/addresses/22041002')
          return notFound;
        if (call.url === '/api/v1/addresses/01310100') return { json: paulista };
        return undefined;
      });
      renderDialog();
      const cep = screen.getByLabelText('CEP');
      await userEvent.type(cep, '22041001');
      await waitFor(() => expect(screen.getByLabelText('Rua')).not.toHaveAttribute('readonly'));
      await userEvent.type(screen.getByLabelText('Rua'), 'Rua Barata Ribeiro');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'RJ');
      await userEvent.type(screen.getByLabelText('Número'), '502');

      await userEvent.type(cep, '{Backspace}2');
      await screen.findByText(/Não encontramos este CEP/);
      expect(screen.getByLabelText('Rua')).toHaveValue('Rua Barata Ribeiro');
      expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('RJ');
      expect(screen.getByLabelText('Número')).toHaveValue('502');

      await userEvent.clear(cep);
      await userEvent.type(cep, '01310100');
      await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Avenida Paulista'));
      expect(screen.getByLabelText('Rua')).toHaveAttribute('readonly');
      expect(screen.getByRole('textbox', { name: 'Estado' })).toHaveValue('SP');
      expect(screen.queryByText(/Não encontramos este CEP/)).not.toBeInTheDocument();
    },
    TYPING_TIMEOUT_MS,
  );

  it('saves with CEP, looked-up parts and number (complement optional), says so and closes', async () => {
    const saved = {
      ...profile,
      address: { country: 'BRAZIL' as const, ...PAULISTA_ADDRESS, complement: null },
    };
    const { calls } = mockApi((call) => {
      if (call.url === '/api/v1/addresses/01310100') return { json: paulista };
      if (call.method === 'PATCH' && call.url === '/api/v1/nutritionists/3') return { json: saved };
      return undefined;
    });
    const { onSaved, onClose } = renderDialog();
    await userEvent.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Número')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Número'), '900');
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Endereço atualizado com sucesso!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      address: {
        zip_code: '01310100',
        city: 'São Paulo',
        state: 'SP',
        neighborhood: 'Bela Vista',
        street: 'Avenida Paulista',
        number: '900',
        complement: null,
      },
    });
  });

  it('keeps everything typed when saving fails', async () => {
    mockApi((call) => {
      if (call.url === '/api/v1/addresses/01310100') return { json: paulista };
      if (call.method === 'PATCH')
        return { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } };
      return undefined;
    });
    const { onSaved, onClose } = renderDialog();
    await userEvent.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Número')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Número'), '900');
    await userEvent.type(screen.getByLabelText('Complemento (opcional)'), 'Sala 1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar endereço.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Número')).toHaveValue('900');
    expect(screen.getByLabelText('Complemento (opcional)')).toHaveValue('Sala 1');
  });
});

describe('AddressDialog, when the lookup cannot fill everything', () => {
  // A town with one CEP for all of it: the lookup answers the city and state only.
  const wholeTown = { city: 'Borá', uf: 'SP', neighborhood: '', street: '' };

  it('a CEP without street and neighbourhood opens both to typing (required), says so, and saves them', async () => {
    const saved = {
      ...profile,
      address: {
        country: 'BRAZIL' as const,
        zip_code: '19740000',
        city: 'Borá',
        state: 'SP',
        neighborhood: 'Centro',
        street: 'Rua XV de Novembro',
        number: '12',
        complement: null,
      },
    };
    const { calls } = mockApi((call) => {
      if (call.url === '/api/v1/addresses/19740000') return { json: wholeTown };
      if (call.method === 'PATCH' && call.url === '/api/v1/nutritionists/3') return { json: saved };
      return undefined;
    });
    const { onSaved, onClose } = renderDialog();
    await userEvent.type(screen.getByLabelText('CEP'), '19740000');
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Borá'));

    const street = screen.getByLabelText('Rua');
    const neighborhood = screen.getByLabelText('Bairro');
    for (const field of [street, neighborhood]) {
      expect(field).not.toHaveAttribute('readonly');
      expect(field).toBeRequired();
    }
    const hint = screen.getByText(
      'Este CEP não informa a rua nem o bairro. Digite os dois para salvar o endereço.',
    );
    for (const field of [street, neighborhood])
      expect(field).toHaveAccessibleDescription(hint.textContent ?? '');
    expect(screen.getByLabelText('Cidade')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Estado')).toHaveAttribute('readonly');
    const number = screen.getByLabelText('Número');
    expect(number).toBeEnabled();
    expect(screen.getByLabelText('Complemento (opcional)')).toBeEnabled();

    const save = screen.getByRole('button', { name: 'Salvar' });
    await userEvent.type(number, '12');
    expect(save).toBeDisabled();
    await userEvent.type(street, 'Rua XV de Novembro ');
    expect(save).toBeDisabled();
    await userEvent.type(neighborhood, 'Centro');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      address: {
        zip_code: '19740000',
        city: 'Borá',
        state: 'SP',
        neighborhood: 'Centro',
        street: 'Rua XV de Novembro',
        number: '12',
        complement: null,
      },
    });
  });

  it('only a blank neighbourhood is typed; the street found stays read-only; a new CEP closes it again', async () => {
    mockApi((call) => {
      if (call.url === '/api/v1/addresses/19740001')
        return { json: { ...wholeTown, street: 'Rua Principal' } };
      if (call.url === '/api/v1/addresses/01310100') return { json: paulista };
      return undefined;
    });
    renderDialog();
    const cep = screen.getByLabelText('CEP');
    await userEvent.type(cep, '19740001');
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Rua Principal'));
    expect(screen.getByLabelText('Rua')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Bairro')).not.toHaveAttribute('readonly');
    expect(
      screen.getByText('Este CEP não informa o bairro. Digite o bairro para salvar o endereço.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bairro'), 'Centro');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Centro');

    await userEvent.clear(cep);
    await userEvent.type(cep, '01310100');
    await waitFor(() => expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista'));
    expect(screen.getByLabelText('Bairro')).toHaveAttribute('readonly');
    expect(screen.queryByText(/Este CEP não informa/)).not.toBeInTheDocument();
  });

  it('a lookup that got no answer lets her type the address, and offers "Tentar novamente" for the same CEP', async () => {
    let lookups = 0;
    const { calls } = mockApi((call) => {
      if (call.url !== '/api/v1/addresses/01310100') return undefined;
      lookups += 1;
      return lookups === 1
        ? {
            status: 503,
            json: { status: 503, code: 'ZIP_CODE_SERVICE_UNAVAILABLE', detail: 'x' },
          }
        : { json: paulista };
    });
    renderDialog();
    const cep = screen.getByLabelText('CEP');
    await userEvent.type(cep, '01310100');
    const message =
      'Não foi possível consultar o CEP agora. Tente novamente ou digite cidade, estado, bairro e rua.';
    await screen.findByText(message);
    // The address can be typed meanwhile: the lookup is a help, not a gate.
    expect(screen.getByLabelText('Rua')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Rua')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeRequired();
    expect(screen.getByLabelText('Número')).toBeEnabled();
    // Typing the same CEP again changes nothing: the button is the way to ask again.
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(cep).toHaveAccessibleDescription(expect.stringContaining(message));

    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(cep).toHaveFocus();
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveValue('Avenida Paulista'));
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/addresses/01310100',
      '/api/v1/addresses/01310100',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rua')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Número')).toBeEnabled();
  });
});

describe('SpecializationsEditor', () => {
  it('lists the catalogue of ten with hers checked, saves the new choice and says so', async () => {
    const saved = { ...profile, specializations: [catalogue[0]!, catalogue[1]!, catalogue[3]!] };
    const { calls } = mockApi((call) => (call.method === 'PATCH' ? { json: saved } : undefined));
    const onSaved = vi.fn();
    renderWithMessages(
      <ToastProvider>
        <SpecializationsEditor profile={profile} onSaved={onSaved} />
      </ToastProvider>,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.getByRole('checkbox', { name: 'Nutrição Clínica' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nutrição Funcional' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Salvar especialidades' });
    expect(save).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Nutrição Esportiva' }));
    expect(save).not.toHaveAttribute('aria-disabled');
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ specialization_ids: [1, 2, 4] });
    expect(await screen.findByText('Especialidades atualizadas com sucesso!')).toBeInTheDocument();
  });

  it('says when saving failed and keeps the choice', async () => {
    mockApi(() => ({ status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } }));
    renderWithMessages(
      <ToastProvider>
        <SpecializationsEditor profile={profile} onSaved={vi.fn()} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nutrição Geriátrica' }));
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Salvar especialidades' }));
    });
    expect(await screen.findByText('Erro ao atualizar especialidades.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nutrição Geriátrica' })).toBeChecked();
  });
});

describe("AboutEditor – the contract's rule", () => {
  afterEach(() => vi.doUnmock('@/lib/api/contract/nutritionists'));

  it('does not save a description holding a control character', async () => {
    const { calls } = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithMessages(<Editors />);
    const save = screen.getByRole('button', { name: 'Salvar descrição' });
    await user.click(screen.getByLabelText('Descrição'));
    await user.paste('Atendo\u0007 gestantes.');
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await user.click(save);
    expect(calls).toHaveLength(0);
  });

  it('says saving failed, and keeps the text, when the rule cannot load (no connection)', async () => {
    vi.doMock('@/lib/api/contract/nutritionists', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { calls } = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithMessages(<Editors />);
    await user.type(screen.getByLabelText('Descrição'), 'Atendo gestantes.');
    await user.click(screen.getByRole('button', { name: 'Salvar descrição' }));
    expect(await screen.findByText('Erro ao atualizar descrição.')).toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).toHaveValue('Atendo gestantes.');
    expect(calls).toHaveLength(0);
  });
});

/** A PATCH that answers only when the test says so; returns the release function. */
function holdPatch(answer: (body: unknown) => Nutritionist) {
  const { held, release } = answerGate();
  const { fetchMock } = mockApi(() => undefined);
  fetchMock.mockImplementation(async (_input, init) => {
    await held;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return new Response(JSON.stringify(answer(body)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return () => release();
}

/** The profile page's part: the saved profile comes back as the editor's new start. */
function Editors() {
  const [current, setCurrent] = useState(profile);
  return (
    <ToastProvider>
      <SpecializationsEditor profile={current} onSaved={setCurrent} />
      <AboutEditor profile={current} onSaved={setCurrent} />
    </ToastProvider>
  );
}

describe('keyboard focus while a profile part saves', () => {
  it("'Salvar especialidades' keeps focus while saving and after the save", async () => {
    const release = holdPatch(() => ({
      ...profile,
      specializations: [catalogue[0]!, catalogue[1]!, catalogue[3]!],
    }));
    const user = userEvent.setup();
    renderWithMessages(<Editors />);
    await user.click(screen.getByRole('checkbox', { name: 'Nutrição Esportiva' }));
    const save = screen.getByRole('button', { name: 'Salvar especialidades' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    // Not the native disabled, which drops focus to the page.
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();

    release();
    expect(await screen.findByText('Especialidades atualizadas com sucesso!')).toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-busy');
    // Nothing left to save, and focus still where the user left it.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
  });

  it("'Salvar descrição' keeps focus while saving and after the save", async () => {
    const release = holdPatch((body) => ({ ...profile, about: (body as { about: string }).about }));
    const user = userEvent.setup();
    renderWithMessages(<Editors />);
    const save = screen.getByRole('button', { name: 'Salvar descrição' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Descrição'), 'Atendo gestantes e crianças.');
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.tab();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();

    release();
    expect(await screen.findByText('Descrição atualizada com sucesso!')).toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).toHaveValue('Atendo gestantes e crianças.');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
  });

  it('an unchanged part is not sent', async () => {
    const { calls } = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithMessages(<Editors />);
    await user.click(screen.getByRole('button', { name: 'Salvar especialidades' }));
    await user.click(screen.getByRole('button', { name: 'Salvar descrição' }));
    expect(calls).toHaveLength(0);
  });
});

describe('RemindersEditor', () => {
  const label = 'Enviar lembrete por e-mail aos pacientes antes de cada consulta';

  function renderReminders(start: Nutritionist = profile) {
    const onSaved = vi.fn();
    renderWithMessages(
      <ToastProvider>
        <RemindersEditor profile={start} onSaved={onSaved} />
      </ToastProvider>,
    );
    return { onSaved };
  }

  it('shows the saved choice and saves a switch at once, with its toast', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'PATCH' && call.url === '/api/v1/nutritionists/3'
        ? { json: { ...profile, appointment_reminders: false } }
        : undefined,
    );
    const { onSaved } = renderReminders();
    const box = screen.getByRole('checkbox', { name: label });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/Consultas desmarcadas não geram lembrete/);

    await userEvent.click(box);
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ appointment_reminders: false })),
    );
    expect(calls).toEqual([
      { method: 'PATCH', url: '/api/v1/nutritionists/3', body: { appointment_reminders: false } },
    ]);
    expect(box).not.toBeChecked();
    expect(await screen.findByText('Lembretes atualizados com sucesso!')).toBeInTheDocument();
  });

  it('puts the box back when the save fails, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => ({ status: 503, json: { status: 503, code: 'INTERNAL_ERROR', detail: 'x' } }));
    const { onSaved } = renderReminders({ ...profile, appointment_reminders: false });
    const box = screen.getByRole('checkbox', { name: label });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText('Erro ao atualizar lembretes.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
