import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, type ContactFormText } from '@/components/landing/contact-form';
import messages from '@/messages/pt-BR.json';

const c = messages.Landing.contact;
const text: ContactFormText = {
  name: c.name,
  subject: c.subject,
  message: c.message,
  submit: c.submit,
  incomplete: c.incomplete,
  offerCopy: c.offerCopy,
  promptCopy: c.promptCopy,
  copied: c.copied,
  emailTo: c.emailTo,
  emailSubject: c.emailSubject,
  emailName: c.emailName,
};
const to = 'suporte@nutrir.app.br';

const writeText = vi.fn<(text: string) => Promise<void>>();

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // user-event installs its own clipboard stub; ours goes in after it.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<ContactForm to={to} text={text} />);
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome'), 'Ana');
  await user.type(screen.getByLabelText('Assunto'), 'Dúvida');
  await user.type(screen.getByLabelText('Mensagem'), 'Olá!');
}

describe('ContactForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeText.mockReset().mockResolvedValue(undefined);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(window, 'prompt').mockReturnValue('');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps Enviar disabled with the hint until every field has text', async () => {
    const user = setup();
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Por favor, preencha todos os campos.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Assunto'), '   ');
    await user.type(screen.getByLabelText('Mensagem'), 'Olá');
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText('Assunto'), 'Dúvida');
    expect(send).toBeEnabled();
    expect(screen.queryByText('Por favor, preencha todos os campos.')).not.toBeInTheDocument();
  });

  it('opens the mail client and resets once the window went to it', async () => {
    const mailWindow = { closed: false, location: { href: 'https://mail.example.com/' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(mailWindow as unknown as Window);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^mailto:suporte@nutrir\.app\.br\?subject=D%C3%BAvida&body=/),
      '_blank',
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(window.confirm).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });

  it('offers the clipboard when no window opened, then confirms the copy and resets', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(window.confirm).toHaveBeenCalledWith(c.offerCopy);
    expect(writeText).toHaveBeenCalledWith('Para: suporte@nutrir.app.br\nAssunto: Dúvida\nNome: Ana\n\nOlá!');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Informações do email copiadas para a área de transferência!',
    );
    expect(screen.getByLabelText('Mensagem')).toHaveValue('');
  });

  it('closes a window left blank after one second and offers the clipboard', async () => {
    const blank = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(blank as unknown as Window);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(window.confirm).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(blank.close).toHaveBeenCalled();
    expect(window.confirm).toHaveBeenCalled();
    expect(writeText).toHaveBeenCalled();
  });

  it('falls back to a prompt when the clipboard refuses', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await vi.waitFor(() =>
      expect(window.prompt).toHaveBeenCalledWith(c.promptCopy, expect.stringContaining('Olá!')),
    );
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });

  it('keeps the text when the visitor declines the copy', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.mocked(window.confirm).mockReturnValue(false);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
  });

  it('lets the copied message fade out after five seconds', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(c.copied);

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(status).toHaveAttribute('data-fading');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(status).toBeEmptyDOMElement();
  });
});
