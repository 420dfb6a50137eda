import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { renderWithMessages } from './render';

interface Food {
  id: number;
  name: string;
  group: string;
}

const columns: TableColumn<Food>[] = [
  { key: 'name', header: 'Nome', cell: (food) => food.name, rowHeader: true },
  { key: 'group', header: 'Tipo', cell: (food) => food.group },
  {
    key: 'edit',
    header: 'Ações',
    hideHeader: true,
    align: 'end',
    cell: (food) => <a href={`/foodstuffs/${food.id}/editing`}>Editar</a>,
  },
];

const foods: Food[] = [
  { id: 1, name: 'Arroz', group: 'Grãos' },
  { id: 2, name: 'Maçã', group: 'Frutas' },
];

describe('Table', () => {
  it('is a semantic table named by its caption, with column and row headers', () => {
    renderWithMessages(
      <Table caption="Alimentos Registrados" columns={columns} rows={foods} getRowKey={(food) => food.id} />,
    );
    const table = screen.getByRole('table', { name: 'Alimentos Registrados' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'Tipo', 'Ações']);
    expect(within(table).getByRole('rowheader', { name: 'Maçã' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('cell', { name: 'Grãos' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/foodstuffs/2/editing',
    );
  });

  it('can keep its caption for screen readers only', () => {
    renderWithMessages(
      <Table caption="Usuários" hideCaption columns={columns} rows={foods} getRowKey={(food) => food.id} />,
    );
    expect(screen.getByRole('table', { name: 'Usuários' })).toBeInTheDocument();
  });

  it('shows the default empty state under the headers when there are no rows', () => {
    renderWithMessages(
      <Table caption="Alimentos" columns={columns} rows={[]} getRowKey={(food) => food.id} />,
    );
    const table = screen.getByRole('table', { name: 'Alimentos' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getByRole('heading', { name: 'Nenhum item encontrado.' })).toBeInTheDocument();
    expect(within(table).getByRole('cell')).toHaveAttribute('colspan', '3');
  });

  it('takes its own empty state', () => {
    renderWithMessages(
      <Table
        caption="Consultas"
        columns={columns}
        rows={[]}
        getRowKey={(food) => food.id}
        empty={<EmptyState title="Sem Consultas Agendadas" headingLevel={3} />}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Sem Consultas Agendadas', level: 3 })).toBeInTheDocument();
  });

  it("labels each line of the narrow card with its header, outside the cell's text and name", () => {
    renderWithMessages(
      <Table
        caption="Alimentos"
        columns={[
          { key: 'photo', header: 'Imagem', hideHeader: true, card: 'media', cell: () => '' },
          ...columns.slice(0, 2),
          { ...columns[2]!, card: 'actions' },
        ]}
        rows={foods}
        getRowKey={(food) => food.id}
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    const group = within(row).getByRole('cell', { name: 'Grãos' });
    expect(group).toHaveAttribute('data-label', 'Tipo');
    expect(group).toHaveTextContent(/^Grãos$/);
    expect(within(row).getByRole('rowheader', { name: 'Arroz' })).not.toHaveAttribute('data-label');
    expect(within(row).getByRole('link', { name: 'Editar' }).closest('td')).not.toHaveAttribute('data-label');
  });
});
