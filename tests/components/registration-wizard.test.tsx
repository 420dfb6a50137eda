import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistrationWizard } from '@/components/registration/registration-wizard';
import { renderWithMessages } from './render';

const REGISTRATION_ID = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const registrationAnswer = {
  id: REGISTRATION_ID,
  email: 'joana@clinica.com.br',
  status: 'PENDING',
  code_expires_at: '2030-01-01T00:15:00.000Z',
  resend_available_at: '2030-01-01T00:01:00.000Z',
};

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
const answers: Record<string, Answer[]> = {};
const calls: { path: string; body: unknown }[] = [];

function answerWith(path: string, ...queue: Answer[]) {
  answers[path] = queue;
}

const problem = (status: number, code: string, detail = '') => ({ status, body: { status, code, detail } });

beforeEach(() => {
  calls.length = 0;
  for (const key of Object.keys(answers)) delete answers[key];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = input.replace('/api/v1', '');
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[path]?.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

async function fillUpToProfessional(actor: ReturnType<typeof userEvent.setup>) {
  await actor.type(screen.getByRole('textbox', { name: 'Nome completo' }), 'Joana Ribeiro');
  await actor.type(screen.getByRole('textbox', { name: 'Data de nascimento' }), '12041990');
  await actor.selectOptions(screen.getByRole('combobox', { name: 'Gênero' }), 'Feminino');
  await actor.click(continueButton());
  await actor.type(screen.getByRole('textbox', { name: 'E-mail' }), 'joana@clinica.com.br');
  await actor.click(continueButton());
  await actor.type(screen.getByLabelText('Senha'), 'Segura123');
  await actor.click(continueButton());
  await actor.selectOptions(screen.getByRole('combobox', { name: 'CRN' }), 'CRN-3');
  await actor.type(screen.getByRole('textbox', { name: 'Número de inscrição' }), '12345');
}

async function reachCodeStep(actor: ReturnType<typeof userEvent.setup>) {
  answerWith('/registration', { status: 201, body: registrationAnswer });
  await fillUpToProfessional(actor);
  await actor.click(continueButton());
  await screen.findByRole('heading', { name: 'Confirme seu e-mail' });
}

describe('RegistrationWizard – steps and their rules', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it('step 1 continues only with a name of letters, a complete birth date and a gender', async () => {
    const actor = user();
    renderWithMessages(<RegistrationWizard />);
    expect(screen.getByText('Etapa 1 de 6')).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Nome completo' });
    await actor.type(name, 'Joana 2 Ribeiro');
    expect(name).toHaveValue('Joana  Ribeiro');
    const birthDate = screen.getByRole('textbox', { name: 'Data de nascimento' });
    await actor.type(birthDate, '1204199');
    expect(birthDate).toHaveValue('12/04/199');
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Gênero' }), 'Masculino');
    expect(continueButton()).toBeDisabled();
    await actor.type(birthDate, '0');
    expect(birthDate).toHaveValue('12/04/1990');
    expect(birthDate).not.toHaveAttribute('aria-invalid');
    expect(continueButton()).toBeEnabled();
    // A complete date that is no real day says why 'Continuar' stays disabled.
    await actor.clear(birthDate);
    await actor.type(birthDate, '31021990');
    expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(birthDate).toHaveAccessibleDescription('Informe uma data de nascimento real, até hoje.');
    expect(continueButton()).toBeDisabled();
    // A birth date in the future stays as typed (never turned into another year) and says why.
    await actor.clear(birthDate);
    await actor.type(birthDate, '01012099');
    expect(birthDate).toHaveValue('01/01/2099');
    expect(birthDate).toHaveAccessibleDescription('Informe uma data de nascimento real, até hoje.');
    expect(continueButton()).toBeDisabled();
    await actor.clear(birthDate);
    await actor.type(birthDate, '12041990');
    await actor.click(continueButton());
    expect(screen.getByRole('heading', { name: 'Qual é o seu e-mail?' })).toHaveFocus();
  });

  it('step 2 wants a top-level part of 1 to 6 letters; step 3 shows the password rule until it is met', async () => {
    const actor = user();
    renderWithMessages(<RegistrationWizard />);
    await actor.type(screen.getByRole('textbox', { name: 'Nome completo' }), 'Joana');
    await actor.type(screen.getByRole('textbox', { name: 'Data de nascimento' }), '12041990');
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Gênero' }), 'Feminino');
    await actor.click(continueButton());
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await actor.type(email, 'joana@clinica.abcdefg');
    expect(continueButton()).toBeDisabled();
    // Said once the field is left, not while typing.
    expect(email).not.toHaveAttribute('aria-invalid');
    await actor.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Informe um e-mail válido, por exemplo nome@exemplo.com.');
    await actor.clear(email);
    await actor.type(email, 'joana@clinica.museum');
    await actor.click(continueButton());

    const rule =
      'A senha deve conter no mínimo 8 caracteres, uma letra maiúscula, uma letra minúscula e um número.';
    const password = screen.getByLabelText('Senha');
    await actor.type(password, 'segura 12');
    expect(password).toHaveValue('segura12');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(rule);
    expect(continueButton()).toBeDisabled();
    await actor.clear(password);
    await actor.type(password, 'Segura12');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(continueButton()).toBeEnabled();
  });

  it('step 4 offers CRN-1 to CRN-11 and a number of 4 to 6 characters, with its message and help text', async () => {
    const actor = user();
    renderWithMessages(<RegistrationWizard />);
    await fillUpToProfessional(actor);
    const options = within(screen.getByRole('combobox', { name: 'CRN' })).getAllByRole('option');
    expect(options.map((option) => option.textContent).slice(1)).toEqual(
      Array.from({ length: 11 }, (_, i) => `CRN-${i + 1}`),
    );
    const number = screen.getByRole('textbox', { name: 'Número de inscrição' });
    await actor.clear(number);
    await actor.type(number, '12a');
    expect(number).toHaveValue('12');
    expect(number).toHaveAccessibleDescription(
      'Seu número de registro profissional. O número de inscrição deve conter entre 4 a 6 caracteres.',
    );
    expect(continueButton()).toBeDisabled();
    await actor.type(number, '345678');
    expect(number).toHaveValue('123456');
    expect(number).toHaveAccessibleDescription('Seu número de registro profissional.');
    expect(continueButton()).toBeEnabled();
  });

  it('steps already reached can be revisited from the indicator; later ones cannot', async () => {
    const actor = user();
    renderWithMessages(<RegistrationWizard />);
    await fillUpToProfessional(actor);
    const steps = screen.getByRole('navigation', { name: 'Etapas do cadastro' });
    expect(within(steps).queryByRole('button', { name: /Verificação/ })).not.toBeInTheDocument();
    await actor.click(within(steps).getByRole('button', { name: /Dados básicos/ }));
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Joana Ribeiro');
    await actor.click(within(steps).getByRole('button', { name: /Registro profissional/ }));
    expect(screen.getByRole('textbox', { name: 'Número de inscrição' })).toHaveValue('12345');
  });
});

describe('RegistrationWizard – registering and confirming', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it('sends the payload of spec 1 §3, confirms the code and ends on the success screen', async () => {
    const actor = user();
    renderWithMessages(<RegistrationWizard />);
    await reachCodeStep(actor);
    expect(calls[0]).toEqual({
      path: '/registration',
      body: {
        account_type: 'NUTRITIONIST',
        name: 'Joana Ribeiro',
        birth_date: '1990-04-12',
        gender: 'FEMALE',
        email: 'joana@clinica.com.br',
        password: 'Segura123',
        nutritionist_details: { crn: 3, registration_number: '12345' },
      },
    });
    const code = screen.getByRole('textbox', { name: 'Código de confirmação' });
    await actor.type(code, '482');
    expect(continueButton()).toBeDisabled();
    await actor.type(code, '19');
    expect(code).toHaveValue('4821');

    answerWith(`/registration/${REGISTRATION_ID}/confirm`, { status: 200, body: { user_id: 9 } });
    await actor.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Cadastro realizado com sucesso!' })).toHaveFocus();
    expect(calls[1]).toEqual({ path: `/registration/${REGISTRATION_ID}/confirm`, body: { code: '4821' } });
    expect(screen.getByRole('link', { name: 'Acessar conta' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Já tenho conta' })).toHaveAttribute('href', '/login');
    // No way back into a finished registration.
    expect(
      within(screen.getByRole('navigation', { name: 'Etapas do cadastro' })).queryAllByRole('button'),
    ).toHaveLength(0);
  });

  it('says the registration failed, sending nothing, when the rule cannot load (no connection)', async () => {
    vi.doMock('@/lib/api/contract/registration', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const actor = user();
      renderWithMessages(<RegistrationWizard />);
      await fillUpToProfessional(actor);
      await actor.click(continueButton());
      expect(
        await screen.findByText('Erro ao realizar cadastro. Tente novamente mais tarde.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Número de inscrição' })).toHaveValue('12345');
      expect(calls).toHaveLength(0);
    } finally {
      vi.doUnmock('@/lib/api/contract/registration');
    }
  });

  it('asks before leaving once something is typed (Back or a link would drop the steps), and not after success', async () => {
    const actor = user();
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    renderWithMessages(<RegistrationWizard />);
    expect(leaving()).toBe(false);
    await reachCodeStep(actor);
    expect(leaving()).toBe(true);

    answerWith(`/registration/${REGISTRATION_ID}/confirm`, { status: 200, body: { user_id: 9 } });
    await actor.type(screen.getByRole('textbox', { name: 'Código de confirmação' }), '4821');
    await actor.click(continueButton());
    await screen.findByRole('heading', { name: 'Cadastro realizado com sucesso!' });
    expect(leaving()).toBe(false);
  });

  it.each([
    [
      'NUTRITIONIST_NOT_REGISTERED_IN_CFN',
      'A inscrição e o CRN informados não foram encontrados no Conselho Federal de nutrição (CFN). Por favor, verifique os dados inseridos e tente novamente.',
    ],
    [
      'INVALID_DATA',
      'Os dados informados são inválidos. Por favor, verifique os dados inseridos e tente novamente.',
    ],
    [
      'EMAIL_ALREADY_REGISTERED',
      'O e-mail informado já está cadastrado. Por favor, insira um e-mail diferente.',
    ],
    ['NUTRITIONIST_ALREADY_REGISTERED', 'Já existe uma conta cadastrada com este número de inscrição e CRN.'],
    ['INTERNAL_ERROR', 'Erro ao realizar cadastro. Tente novamente mais tarde.'],
  ])('step 4 shows %s inline with a warning icon', async (code, text) => {
    const actor = user();
    renderWithMessages(<RegistrationWizard />);
    answerWith(
      '/registration',
      problem(400, code, code === 'NUTRITIONIST_ALREADY_REGISTERED' ? 'Detalhe enviado pelo servidor.' : ''),
    );
    await fillUpToProfessional(actor);
    await actor.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    // Said by its code: the answer's detail is the API's text, not the wizard's.
    expect(alert).not.toHaveTextContent('Detalhe enviado pelo servidor.');
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Seu registro profissional' })).toBeVisible();
  });

  it('step 5 shows a wrong code inline, and the other refusals by their codes', async () => {
    const actor = user();
    renderWithMessages(<RegistrationWizard />);
    await reachCodeStep(actor);
    answerWith(
      `/registration/${REGISTRATION_ID}/confirm`,
      problem(400, 'INVALID_CONFIRMATION_CODE'),
      problem(429, 'TOO_MANY_ATTEMPTS', 'Detalhe enviado pelo servidor.'),
    );
    await actor.type(screen.getByRole('textbox', { name: 'Código de confirmação' }), '0000');
    await actor.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O código de confirmação informado é inválido. Por favor, verifique o código inserido e tente novamente.',
    );
    await actor.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Número máximo de tentativas atingido. Solicite um novo código.',
    );
  });

  it('resend is disabled during a 60-second countdown that restarts after a successful resend', async () => {
    // The page's clock stands still unless moved here, however slowly the test runs.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const actor = userEvent.setup();
    renderWithMessages(<RegistrationWizard />);
    await reachCodeStep(actor);
    expect(screen.getByRole('button', { name: 'Reenviar código em 60s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Reenviar código em 30s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).not.toHaveAttribute('aria-disabled');

    answerWith(`/registration/${REGISTRATION_ID}/resend-code`, { status: 200, body: registrationAnswer });
    await actor.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enviamos um novo código para joana@clinica.com.br.',
    );
    expect(screen.getByRole('button', { name: 'Reenviar código em 60s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(calls.at(-1)?.path).toBe(`/registration/${REGISTRATION_ID}/resend-code`);
  });

  it('an early resend says the wait the API gave in Retry-After, not its detail', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const actor = userEvent.setup();
    renderWithMessages(<RegistrationWizard />);
    await reachCodeStep(actor);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    answerWith(`/registration/${REGISTRATION_ID}/resend-code`, {
      ...problem(429, 'CODE_RECENTLY_SENT', 'Detalhe enviado pelo servidor.'),
      headers: { 'Retry-After': '42' },
    });
    await actor.click(screen.getByRole('button', { name: 'Reenviar código' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aguarde 42 segundos para pedir um novo código.');
    expect(alert).not.toHaveTextContent('Detalhe enviado pelo servidor.');
  });

  it('changing registered data sends it again from step 4 and the code step must be reached anew', async () => {
    const actor = user();
    renderWithMessages(<RegistrationWizard />);
    await reachCodeStep(actor);
    const steps = screen.getByRole('navigation', { name: 'Etapas do cadastro' });
    await actor.click(within(steps).getByRole('button', { name: /E-mail/ }));
    await actor.type(screen.getByRole('textbox', { name: 'E-mail' }), 'x');
    expect(within(steps).queryByRole('button', { name: /Verificação/ })).not.toBeInTheDocument();
    await actor.click(continueButton());
    await actor.click(continueButton());
    answerWith('/registration', { status: 201, body: { ...registrationAnswer, id: REGISTRATION_ID } });
    await actor.click(continueButton());
    await screen.findByRole('heading', { name: 'Confirme seu e-mail' });
    expect(calls.filter((call) => call.path === '/registration')).toHaveLength(2);
  });
});
