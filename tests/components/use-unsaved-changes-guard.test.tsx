import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChangesGuard } from '@/components/ui/use-unsaved-changes-guard';

const MESSAGE = 'Você tem alterações não salvas. Deseja sair mesmo assim?';

// Stands for Next's Link: it takes the click (and stops the browser's own navigation) when it sees it.
const followed = vi.fn((event: MouseEvent) => event.preventDefault());

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(dirty, MESSAGE);
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <nav>
      <a href="/home" onClick={followed}>
        Início <span>(menu)</span>
      </a>
      <a href="/home" target="_blank" onClick={followed} rel="noopener">
        Nova aba
      </a>
      <a href="/plano.pdf" download onClick={followed}>
        Baixar
      </a>
      <a href="#conteudo">Pular</a>
      <a href={`${here}#topo`} onClick={followed}>
        Esta página
      </a>
      <a href="https://example.com/" onClick={followed}>
        Outro site
      </a>
    </nav>
  );
}

/** A stand-in for the Navigation API, which jsdom lacks. */
function fakeNavigation() {
  const navigation = new EventTarget();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  return (navigationType: string, url: string, cancelable = true) => {
    const event = Object.assign(new Event('navigate', { cancelable }), {
      navigationType,
      destination: { url: new URL(url, window.location.href).href, sameDocument: true },
    });
    navigation.dispatchEvent(event);
    return event;
  };
}

function unload() {
  const event = new Event('beforeunload', { cancelable: true });
  // A BeforeUnloadEvent's returnValue is a string; jsdom's is an Event's boolean.
  Object.defineProperty(event, 'returnValue', { value: '', writable: true });
  window.dispatchEvent(event);
  return event;
}

afterEach(() => {
  vi.restoreAllMocks();
  followed.mockClear();
  Reflect.deleteProperty(window, 'navigation');
});

describe('useUnsavedChangesGuard', () => {
  it('while dirty a link that leaves asks first: declining keeps the page and Link never sees the click', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    render(<Page dirty />);
    await user.click(screen.getByText('(menu)'));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(followed).not.toHaveBeenCalled();

    // Agreeing lets the link go, and the page then unloads without a second question.
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: /Início/ }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(followed).toHaveBeenCalledOnce();
    expect(unload().defaultPrevented).toBe(false);
  });

  it('does not ask for a new tab, a download, a hash, this page, another site or a modified click', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    render(<Page dirty />);
    for (const name of ['Nova aba', 'Baixar', 'Pular', 'Esta página', 'Outro site']) {
      await user.click(screen.getByRole('link', { name }));
    }
    const menu = screen.getByRole('link', { name: /Início/ });
    fireEvent.click(menu, { ctrlKey: true });
    fireEvent.click(menu, { metaKey: true });
    fireEvent.click(menu, { shiftKey: true });
    fireEvent.click(menu, { button: 1 });
    expect(confirm).not.toHaveBeenCalled();
    // Every link but the hash one (the browser's own) went to Link.
    expect(followed).toHaveBeenCalledTimes(8);
  });

  it('asks the browser before a reload or closing the tab while dirty, and nothing once clean', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    const { rerender } = render(<Page dirty />);
    const event = unload();
    expect(event.defaultPrevented).toBe(true);
    expect(event.returnValue).toBe(MESSAGE);

    rerender(<Page dirty={false} />);
    expect(unload().defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: /Início/ }));
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledOnce();
  });

  it('Back to another page asks first where the Navigation API lets it be cancelled', () => {
    const navigate = fakeNavigation();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { rerender } = render(<Page dirty />);
    expect(navigate('traverse', '/patients/40').defaultPrevented).toBe(true);
    expect(confirm).toHaveBeenCalledWith(MESSAGE);

    confirm.mockReturnValue(true);
    expect(navigate('traverse', '/patients/40').defaultPrevented).toBe(false);
    // Not asked: what the browser will not let be cancelled, a link's own push, the same page.
    navigate('traverse', '/patients/40', false);
    navigate('push', '/patients/40');
    navigate('traverse', '#topo');
    expect(confirm).toHaveBeenCalledTimes(2);

    rerender(<Page dirty={false} />);
    expect(navigate('traverse', '/patients/40').defaultPrevented).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
