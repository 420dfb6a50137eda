import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { LoginForm } from '@/components/auth/login-form';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { renderWithMessages } from './render';

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
const answer = (status: number, body: unknown = {}) =>
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : JSON.stringify(body), { status }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginForm – empty fields', () => {
  it('names the missing field on the field itself and sends nothing', async () => {
    renderWithMessages(<LoginForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    // The form checks once its rule has loaded (on the first submit).
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        'Informe o seu e-mail.',
      ),
    );
    expect(screen.getByLabelText('Senha', { selector: 'input' })).toHaveAccessibleDescription(
      'Informe a sua senha.',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(screen.queryByText('Erro ao executar operação!')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nutri@nutri.test');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.queryByText('Informe o seu e-mail.')).not.toBeInTheDocument());
    expect(screen.getByText('Informe a sua senha.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha', { selector: 'input' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('LoginForm – no connection', () => {
  afterEach(() => vi.doUnmock('@/lib/api/contract/auth'));

  it('says the server cannot be reached when the sign-in rule cannot load, and sends nothing', async () => {
    vi.doMock('@/lib/api/contract/auth', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    renderWithMessages(<LoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nutri@nutri.test');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'Nutri1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Não foi possível conectar ao servidor. Tente novamente em instantes.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('LoginForm – Google sign-in', () => {
  it('offers "Continuar com Google" as a link to the start route when the upstream has it', () => {
    renderWithMessages(<LoginForm googleEnabled />);
    expect(screen.getByRole('link', { name: 'Continuar com Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides the Google button when the upstream has no client id', () => {
    renderWithMessages(<LoginForm />);
    expect(screen.queryByRole('link', { name: 'Continuar com Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  it('says "Erro ao realizar login com Google" after a failed Google sign-in', () => {
    renderWithMessages(<LoginForm googleEnabled googleFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao realizar login com Google');
  });
});

describe('ForgotPasswordForm', () => {
  it('answers with the same neutral message and sends the e-mail trimmed', async () => {
    const user = userEvent.setup();
    renderWithMessages(<ForgotPasswordForm />);
    answer(202, { status: 'ACCEPTED' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), ' ana@nutri.test ');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha.',
    );
    // The form gave way to the message: focus goes there, not to the page's body.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/password-resets',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ana@nutri.test' }) }),
    );
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('checks the e-mail before sending, and says when there were too many requests', async () => {
    const user = userEvent.setup();
    renderWithMessages(<ForgotPasswordForm />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'ana@nutri');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(email).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(email, '.test');
    answer(429, { status: 429, code: 'TOO_MANY_ATTEMPTS', detail: '' });
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
    ).toBeVisible();
  });
});

describe('ForgotPasswordForm – no connection', () => {
  afterEach(() => vi.doUnmock('@/lib/api/contract/password-reset'));

  it('says the server cannot be reached when the rules cannot load, and sends nothing', async () => {
    vi.doMock('@/lib/api/contract/password-reset', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const user = userEvent.setup();
    renderWithMessages(<ForgotPasswordForm />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@nutri.test');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText('Não foi possível conectar ao servidor. Tente novamente em instantes.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordForm', () => {
  const rule =
    'A senha deve conter no mínimo 8 caracteres, uma letra maiúscula, uma letra minúscula e um número.';

  it('saves only a password under the registration rule, typed twice the same', async () => {
    const user = userEvent.setup();
    renderWithMessages(<ResetPasswordForm token="t0k3n" />);
    const save = screen.getByRole('button', { name: 'Salvar nova senha' });
    const password = screen.getByLabelText('Nova senha');
    const confirmation = screen.getByLabelText('Confirme a nova senha');
    await user.type(password, 'fraca');
    expect(password).toHaveAccessibleDescription(rule);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.clear(password);
    await user.type(password, 'NovaSenha1');
    await user.type(confirmation, 'NovaSenha2');
    expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem.');
    expect(save).toBeDisabled();
    await user.clear(confirmation);
    await user.type(confirmation, 'NovaSenha1');
    answer(204);
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Senha redefinida com sucesso!');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/password-resets/t0k3n',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ password: 'NovaSenha1' }) }),
    );
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  });

  it('says the server cannot be reached when the rule cannot load (no connection), and sends nothing', async () => {
    vi.doMock('@/lib/api/contract/password-reset', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const user = userEvent.setup();
      renderWithMessages(<ResetPasswordForm token="t0k3n" />);
      await user.type(screen.getByLabelText('Nova senha'), 'NovaSenha1');
      await user.type(screen.getByLabelText('Confirme a nova senha'), 'NovaSenha1');
      await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
      expect(
        await screen.findByText('Não foi possível conectar ao servidor. Tente novamente em instantes.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Nova senha')).toHaveValue('NovaSenha1');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.doUnmock('@/lib/api/contract/password-reset');
    }
  });

  it('a link spent meanwhile ends in the invalid-link message with a way to ask for a new one', async () => {
    const user = userEvent.setup();
    renderWithMessages(<ResetPasswordForm token="t0k3n" />);
    await user.type(screen.getByLabelText('Nova senha'), 'NovaSenha1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'NovaSenha1');
    answer(404, { status: 404, code: 'RESET_LINK_INVALID', detail: '' });
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link inválido ou expirado');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
