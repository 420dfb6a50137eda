import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enhancePublicPage } from '@/components/landing/enhance/enhance-page';
import { MobileMenu } from '@/components/landing/mobile-menu';
import messages from '@/messages/pt-BR.json';

const h = messages.PublicHeader;

let screenChange: (() => void) | undefined;
let wideScreen = false;

/** The server markup of the menu, wired by the page's enhancement script. */
function renderMenu() {
  const { container } = render(
    <>
      <MobileMenu label={h.menu}>
        <nav aria-label={h.navLabel}>
          <a href="#funcionalidades">{h.features}</a>
        </nav>
      </MobileMenu>
      <p>Fora do menu</p>
    </>,
  );
  enhancePublicPage(container);
  return screen.getByRole('button', { name: h.menu });
}

function panelOf(toggle: HTMLElement) {
  return document.getElementById(toggle.getAttribute('aria-controls') ?? '');
}

describe('header menu', () => {
  beforeEach(() => {
    wideScreen = false;
    screenChange = undefined;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return wideScreen;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => {
        screenChange = listener;
      },
      removeEventListener: () => {},
    }));
  });

  it('starts closed in the server markup, the button naming the panel it controls', () => {
    const toggle = renderMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle)).toBeInTheDocument();
    expect(panelOf(toggle)).not.toHaveAttribute('data-open');
  });

  it('opens and closes from the burger button', async () => {
    const toggle = renderMenu();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(toggle)).toHaveAttribute('data-open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle)).not.toHaveAttribute('data-open');
  });

  it('works from the keyboard and closes on Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    const toggle = renderMenu();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(screen.getByRole('link', { name: h.features })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    const toggle = renderMenu();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: h.features }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside it, not inside it', async () => {
    const toggle = renderMenu();
    await userEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('navigation', { name: h.navLabel }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('Fora do menu'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the screen becomes wide enough to show the menu in a row', async () => {
    const toggle = renderMenu();
    await userEvent.click(toggle);
    wideScreen = true;
    screenChange?.();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
