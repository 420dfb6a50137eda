import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { renderWithMessages } from './render';

describe('Button', () => {
  it('is a real button that does not submit forms unless asked', async () => {
    const onClick = vi.fn();
    renderWithMessages(<Button onClick={onClick}>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is reachable and operable with the keyboard', async () => {
    const onClick = vi.fn();
    renderWithMessages(<Button onClick={onClick}>Entrar</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('says it is busy and ignores clicks while loading, without losing focus', async () => {
    const onClick = vi.fn();
    renderWithMessages(
      <Button loading onClick={onClick}>
        Entrar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithMessages(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Enviar
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    renderWithMessages(<Button disabled>Continuar</Button>);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it('gives links the same look', () => {
    const className = getButtonClassName({ variant: 'secondary', size: 'lg' });
    renderWithMessages(
      <a href="/create-foodstuff" className={className}>
        Novo alimento
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Novo alimento' })).toHaveAttribute('class', className);
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    renderWithMessages(<IconButton label="Fechar" icon={<CloseIcon />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
