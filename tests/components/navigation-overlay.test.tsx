import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationOverlay } from '@/components/shell/navigation-overlay';
import messages from '@/messages/pt-BR.json';

const navigation = vi.hoisted(() => ({ pathname: '/patients' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

/** The shell's overlay beside links, each of which the App Router would open in place (as Next's Link does). */
function Shell() {
  return (
    <>
      <a href="/patients/4" onClick={(event) => event.preventDefault()}>
        Ana
      </a>
      <a href="/patients?page=2" onClick={(event) => event.preventDefault()}>
        Página 2
      </a>
      <a href="#conteudo">Pular</a>
      <a href="/patients/4/export.pdf" download>
        PDF
      </a>
      <a href="/patients/5" target="_blank" rel="noreferrer">
        Nova aba
      </a>
      <NavigationOverlay />
    </>
  );
}

function renderShell() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="pt-BR" messages={messages} timeZone="America/Sao_Paulo">
      {children}
    </NextIntlClientProvider>
  );
  const view = render(<Shell />, { wrapper });
  return {
    /** The App Router showing the page it opened. */
    arrive(pathname: string) {
      navigation.pathname = pathname;
      view.rerender(<Shell />);
    },
  };
}

const overlay = () => screen.queryByTestId('loading-overlay');

beforeEach(() => {
  navigation.pathname = '/patients';
  window.history.replaceState(null, '', '/patients');
});
afterEach(() => vi.restoreAllMocks());

describe('NavigationOverlay', () => {
  it("covers the page with 'Carregando...' from a link's click until the page it opens is shown", () => {
    const shell = renderShell();
    expect(overlay()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Ana' }));
    expect(overlay()).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    shell.arrive('/patients/4');
    expect(overlay()).toBeNull();
  });

  it('stays away for links that leave nothing: this page with another query, a hash, a download, a new tab', () => {
    renderShell();
    for (const name of ['Página 2', 'PDF', 'Nova aba']) fireEvent.click(screen.getByRole('link', { name }));
    const hash = screen.getByRole('link', { name: 'Pular' });
    hash.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(hash);
    expect(overlay()).toBeNull();
  });

  it('stays away for a click that opens a new tab or window', () => {
    renderShell();
    const link = screen.getByRole('link', { name: 'Ana' });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    expect(overlay()).toBeNull();
  });

  it('stays away when a page with unsaved changes keeps the click from leaving', () => {
    renderShell();
    // What the unsaved-changes guard does when told to stay: stops the click before anything else handles it.
    const stay = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('click', stay, true);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Ana' }));
    } finally {
      document.removeEventListener('click', stay, true);
    }
    expect(overlay()).toBeNull();
  });

  it('goes when the browser goes back instead', () => {
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Ana' }));
    expect(overlay()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(overlay()).toBeNull();
  });
});
