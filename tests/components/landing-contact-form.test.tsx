import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, type ContactFormText } from '@/components/landing/contact-form';
import { enhancePublicPage } from '@/components/landing/enhance/enhance-page';
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

/** The server markup of the form, wired by the page's enhancement script. */
function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // user-event installs its own clipboard stub; ours goes in after it.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const { container } = render(<ContactForm to={to} text={text} />);
  enhancePublicPage(container);
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome'), 'Ana');
  await user.type(screen.getByLabelText('Assunto'), 'Dúvida');
  await user.type(screen.getByLabelText('Mensagem'), 'Olá!');
}

describe('contact form', () => {
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

    await user.clear(screen.getByLabelText('Nome'));
    expect(send).toBeDisabled();
    expect(screen.getByText('Por favor, preencha todos os campos.')).toBeInTheDocument();
  });

  it('takes up text the browser restored before the script ran', () => {
    const { container } = render(<ContactForm to={to} text={text} />);
    for (const [label, value] of [
      ['Nome', 'Ana'],
      ['Assunto', 'Dúvida'],
      ['Mensagem', 'Olá'],
    ]) {
      (screen.getByLabelText(label as string) as HTMLInputElement).value = value as string;
    }
    enhancePublicPage(container);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
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
    // No second hand-off while the window is being checked.
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(window.confirm).not.toHaveBeenCalled();
    expect(mailWindow.close).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('offers the clipboard when no window opened, then confirms the copy and resets', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(window.confirm).toHaveBeenCalledWith(c.offerCopy);
    expect(writeText).toHaveBeenCalledWith('Para: suporte@nutrir.app.br\nAssunto: Dúvida\nNome: Ana\n\nOlá!');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Informações do email copiadas para a área de transferência!',
      ),
    );
    expect(screen.getByLabelText('Mensagem')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('closes a window left blank after one second and offers the clipboard', async () => {
    const blank = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(blank as unknown as Window);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(window.confirm).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(blank.close).toHaveBeenCalled();
    expect(window.confirm).toHaveBeenCalled();
    expect(writeText).toHaveBeenCalled();
  });

  it('offers the clipboard when the mail window was closed', async () => {
    const closed = { closed: true, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(closed as unknown as Window);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await vi.advanceTimersByTimeAsync(1000);
    expect(closed.close).not.toHaveBeenCalled();
    expect(window.confirm).toHaveBeenCalledWith(c.offerCopy);
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
    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent(c.copied));

    await vi.advanceTimersByTimeAsync(4000);
    expect(status).toHaveAttribute('data-fading');
    await vi.advanceTimersByTimeAsync(1000);
    expect(status).toBeEmptyDOMElement();
    expect(status).not.toHaveAttribute('data-fading');
  });
});
