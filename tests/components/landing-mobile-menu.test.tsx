import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '@/components/landing/mobile-menu';
import messages from '@/messages/pt-BR.json';

const h = messages.PublicHeader;

function renderMenu() {
  render(
    <MobileMenu label={h.menu}>
      <nav aria-label={h.navLabel}>
        <a href="#funcionalidades">{h.features}</a>
      </nav>
    </MobileMenu>,
  );
  return screen.getByRole('button', { name: h.menu });
}

describe('MobileMenu', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it('opens and closes from the burger button', async () => {
    const toggle = renderMenu();
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
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
});
