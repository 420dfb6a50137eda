import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoodForm } from '@/components/foodstuffs/food-form';
import { emptyFoodFormValues, type FoodFormValues } from '@/components/foodstuffs/food-form-values';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const banana: FoodFormValues = {
  ...emptyFoodFormValues(),
  name: 'Banana prata',
  group: 'FRUITS',
  unitOfMeasurement: 'GRAMS',
  baselineWeight: '100',
  nutrients: { calories: '98', proteins: '1,3', carbohydrates: '26', sodium: '0', fiber: '2', fats: '0,1' },
};

const saved = {
  id: 41,
  name: 'Banana prata',
  group: 'FRUITS',
  unit_of_measurement: 'GRAMS',
  baseline_weight: 100,
  barcode: null,
  brand: null,
  brand_id: null,
  photo_id: null,
  photo_url: null,
  nutrition_information: { calories: 98, proteins: 1.3, carbohydrates: 26, sodium: 0, fiber: 2, fats: 0.1 },
};

describe('FoodForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a 9-digit nutrient amount before saving, naming the limit on the field', async () => {
    const { calls } = mockApi(() => ({ status: 201, json: saved }));
    renderWithSwr(<FoodForm mode="create" initialValues={banana} listHref="/foodstuffs" />);
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeEnabled();

    // The nutrients load as they near the view (at once here, where no box is measured).
    const sodium = await screen.findByRole('textbox', { name: /Sódio/ });
    await userEvent.clear(sodium);
    await userEvent.type(sodium, '123456789');
    expect(save).toBeDisabled();
    expect(screen.getByText('Informe um valor de até 1.000.000.')).toBeInTheDocument();
    await userEvent.click(save);
    expect(calls).toHaveLength(0);

    await userEvent.clear(sodium);
    await userEvent.type(sodium, '1000000');
    expect(save).toBeEnabled();
    expect(screen.queryByText('Informe um valor de até 1.000.000.')).not.toBeInTheDocument();
  });

  it('a base weight of 0 says so on its field, which is marked invalid', async () => {
    mockApi(() => ({ status: 201, json: saved }));
    renderWithSwr(<FoodForm mode="create" initialValues={banana} listHref="/foodstuffs" />);
    const weight = screen.getByRole('textbox', { name: /Peso base/ });
    await userEvent.clear(weight);
    await userEvent.type(weight, '0');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(weight).toHaveAccessibleDescription(/Informe um peso base maior que zero\./);
    expect(weight).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(weight, '5');
    expect(screen.queryByText('Informe um peso base maior que zero.')).not.toBeInTheDocument();
  });

  it("the footer names what keeps 'Salvar' disabled: an invalid barcode, the empty fields, a value too large", async () => {
    mockApi(() => ({ status: 201, json: saved }));
    renderWithSwr(<FoodForm mode="create" initialValues={banana} listHref="/foodstuffs" />);
    const save = screen.getByRole('button', { name: 'Salvar' });
    await userEvent.type(screen.getByRole('textbox', { name: /Código de barras/ }), '7891000100104');
    expect(save).toBeDisabled();
    expect(
      screen.getByText('Para salvar, corrija o código de barras ou deixe-o em branco.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/preencha/)).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: /Código de barras/ }));
    expect(save).toBeEnabled();
    expect(screen.queryByText(/Para salvar/)).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: /^Nome(?! para)/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Fibras/ }));
    expect(screen.getByText('Para salvar, preencha nome e fibras.')).toBeInTheDocument();
  });

  it('an empty form asks for every required field by name', () => {
    mockApi(() => undefined);
    renderWithSwr(<FoodForm mode="create" initialValues={emptyFoodFormValues()} listHref="/foodstuffs" />);
    expect(
      screen.getByText(
        'Para salvar, preencha nome, grupo, unidade de medida, peso base, calorias, proteínas, carboidratos, sódio, fibras e gorduras.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the food to duplicate no longer exists, and starts empty', () => {
    renderWithSwr(
      <FoodForm mode="create" initialValues={emptyFoodFormValues()} listHref="/foodstuffs" draftMissing />,
    );
    const notice = screen.getByText(
      'O alimento que você quis duplicar não existe mais. Preencha o novo alimento do zero.',
    );
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  });

  it('creates the food with the contract request and says so', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST' && call.url === '/api/v1/foodstuffs' ? { status: 201, json: saved } : undefined,
    );
    renderWithSwr(<FoodForm mode="create" initialValues={banana} listHref="/foodstuffs" />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Nome para o paciente/ }), ' Banana ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('dialog', { name: /sucesso/i })).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      name: 'Banana prata',
      patient_name: 'Banana',
      baseline_weight: 100,
      nutrition_information: { proteins: 1.3, fats: 0.1 },
    });
  });

  it("groups the other components; typed amounts and 'Tr' are sent, blank ones as unknown", async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST' && call.url === '/api/v1/foodstuffs' ? { status: 201, json: saved } : undefined,
    );
    renderWithSwr(<FoodForm mode="create" initialValues={banana} listHref="/foodstuffs" />);
    await screen.findByRole('group', { name: 'Macronutrientes' });
    for (const group of ['Macronutrientes', 'Minerais', 'Vitaminas', 'Lipídios'])
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    const minerals = screen.getByRole('group', { name: 'Minerais' });
    const calcium = within(minerals).getByRole('textbox', { name: 'Cálcio (mg)' });
    expect(calcium).toHaveAttribute('placeholder', 'Sem valor');
    await userEvent.type(calcium, '8');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ferro (mg)' }), 'tr');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ácidos graxos saturados (g)' }), '0,1');
    expect(screen.getByRole('textbox', { name: 'Ferro (mg)' })).toHaveValue('Tr');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('dialog', { name: /sucesso/i })).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      components: { calcium: 8, iron: 'trace', saturated_fat: 0.1, zinc: null, vitamin_c: null },
    });
  });

  it("editing whole milk: the energy TACO did not analyse comes marked 'Sem valor', saves as null, and differs from 0", async () => {
    const { calls } = mockApi((call) =>
      call.method === 'PATCH' ? { json: { ...saved, id: 458 } } : undefined,
    );
    // 458 Leite, de vaca, integral: only its sodium was analysed.
    const milk: FoodFormValues = {
      ...banana,
      name: 'Leite, de vaca, integral',
      group: 'DAIRY',
      nutrients: {
        calories: null,
        proteins: null,
        carbohydrates: null,
        sodium: '64',
        fiber: null,
        fats: null,
      },
    };
    const user = userEvent.setup();
    renderWithSwr(<FoodForm mode="edit" foodId={458} initialValues={milk} listHref="/foodstuffs" />);
    const energy = await screen.findByRole('textbox', { name: /Calorias/ });
    expect(energy).toBeDisabled();
    expect(energy).toHaveValue('');
    const energyUnknown = screen.getByRole('checkbox', { name: 'Sem valor (não analisado): calorias' });
    // The field's own label finds the field alone.
    expect(screen.getByLabelText(/Calorias \(kcal\)/)).toBe(energy);
    expect(energyUnknown).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /sódio/ })).not.toBeChecked();
    // Unknown counts as filled: the food can be saved as the table gives it.
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeEnabled();

    // Unmarked, the field is empty and must be filled (0 would be a value, not the unknown).
    await user.click(energyUnknown);
    expect(energy).toBeEnabled();
    expect(save).toBeDisabled();
    expect(screen.getByText('Para salvar, preencha calorias.')).toBeInTheDocument();
    await user.click(energyUnknown);
    expect(save).toBeEnabled();

    // Proteins known after all: typed, sent as a number; the rest stays null.
    await user.click(screen.getByRole('checkbox', { name: /proteínas/ }));
    await user.type(screen.getByRole('textbox', { name: /Proteínas/ }), '3,2');
    await user.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      nutrition_information: {
        calories: null,
        proteins: 3.2,
        carbohydrates: null,
        sodium: 64,
        fiber: null,
        fats: null,
      },
    });
  });

  // Code a save waits for, out of reach (no connection): nothing is sent, the failure is said, nothing typed is lost.
  it.each([
    {
      what: "the contract's rule",
      module: '@/components/foodstuffs/food-form-rule',
      said: 'Não foi possível conectar ao servidor. Tente novamente em instantes.',
    },
    {
      what: "the catalogue's writes",
      module: '@/components/foodstuffs/use-foodstuff-writes',
      said: 'Não foi possível conectar ao servidor. Tente novamente em instantes.',
    },
    {
      what: "the save's outcome dialogs",
      module: '@/components/foodstuffs/food-form-result-dialogs',
      said: 'Não foi possível abrir esta janela. Verifique sua conexão e tente novamente.',
    },
  ])('sends nothing when $what cannot load, and says so', async ({ module, said }) => {
    vi.doMock(module, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { calls } = mockApi(() => ({ status: 201, json: saved }));
      renderWithSwr(<FoodForm mode="create" initialValues={banana} listHref="/foodstuffs" />);
      await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Banana prata');
      expect(calls).toHaveLength(0);
    } finally {
      vi.doUnmock(module);
    }
  });

  it('an edit refused as NOT_FOUND says the food no longer exists', async () => {
    mockApi((call) =>
      call.method === 'PATCH'
        ? { status: 404, json: { status: 404, code: 'NOT_FOUND', detail: 'x' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<FoodForm mode="edit" foodId={458} initialValues={banana} listHref="/foodstuffs" />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Erro ao modificar alimento' }),
    ).toBeInTheDocument();
  });

  it('typed values ask before a link or a reload leaves the form; unchanged values and a done save do not', async () => {
    mockApi((call) => (call.method === 'POST' ? { status: 201, json: saved } : undefined));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    // A link of the menu, as Next's Link takes a click it sees.
    const followed = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const user = userEvent.setup();
    renderWithSwr(
      <>
        <a href="/home" onClick={followed}>
          Início
        </a>
        <FoodForm mode="create" initialValues={banana} listHref="/foodstuffs" />
      </>,
    );
    const menuLink = screen.getByRole('link', { name: 'Início' });
    await user.click(menuLink);
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(unload()).toBe(false);

    const name = screen.getByRole('textbox', { name: /^Nome(?! para)/ });
    await user.type(name, ' maduro');
    // The breadcrumb and 'Cancelar' ask too; declined, the form stays as typed.
    await user.click(screen.getByRole('link', { name: 'Alimentos' }));
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await user.click(menuLink);
    expect(confirm).toHaveBeenCalledTimes(3);
    expect(confirm).toHaveBeenCalledWith('Você tem alterações não salvas. Deseja sair mesmo assim?');
    expect(followed).toHaveBeenCalledTimes(1);
    expect(name).toHaveValue('Banana prata maduro');
    expect(unload()).toBe(true);

    // Saved: the success dialog leaves the page, and nothing is asked.
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('dialog', { name: /sucesso/i })).toBeInTheDocument();
    expect(unload()).toBe(false);
    await user.click(menuLink);
    expect(confirm).toHaveBeenCalledTimes(3);
    expect(followed).toHaveBeenCalledTimes(2);
    confirm.mockRestore();
  });

  it('shows the upstream refusal of a taken barcode in words', async () => {
    mockApi(() => ({
      status: 409,
      json: { status: 409, code: 'BARCODE_ALREADY_REGISTERED', detail: 'x' },
    }));
    renderWithSwr(
      <FoodForm
        mode="create"
        initialValues={{ ...banana, barcode: '7891234567895' }}
        listHref="/foodstuffs"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByText('Já existe um alimento com este código de barras.')).toBeInTheDocument(),
    );
  });
});
