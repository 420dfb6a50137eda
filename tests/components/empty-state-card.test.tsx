import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { renderWithMessages } from './render';

describe('EmptyState', () => {
  it('shows a heading, a text and an action', () => {
    renderWithMessages(
      <EmptyState
        title="Bem-vindo(a)"
        description="Convide seu primeiro paciente."
        icon={<svg />}
        action={<Button>Convidar paciente</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bem-vindo(a)', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Convide seu primeiro paciente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convidar paciente' })).toBeInTheDocument();
  });

  it('takes the heading level of its place in the page', () => {
    renderWithMessages(<EmptyState title="Sem Consultas Agendadas" headingLevel={3} />);
    expect(screen.getByRole('heading', { name: 'Sem Consultas Agendadas', level: 3 })).toBeInTheDocument();
  });
});

describe('Card', () => {
  it('is a region named by its title when it is a section', () => {
    renderWithMessages(
      <Card as="section" title="Usuários" actions={<Button>Ver todos</Button>}>
        <p>Lista</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Usuários' });
    expect(region).toHaveTextContent('Lista');
    expect(screen.getByRole('heading', { name: 'Usuários', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver todos' })).toBeInTheDocument();
  });

  it('is a plain box by default', () => {
    renderWithMessages(<Card title="Usuários registrados" headingLevel={3} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Usuários registrados', level: 3 })).toBeInTheDocument();
  });
});
