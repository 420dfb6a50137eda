import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeletionCancellation } from '@/components/deletion-cancellation/deletion-cancellation';
import { mockApi } from './api-mock';
import { renderWithMessages } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CODE = 'c'.repeat(43);
const PATH = `/api/v1/deletion-requests/cancellation-codes/${CODE}`;
const problem = (status: number, code: string) => ({
  status,
  json: { code, detail: 'x', status, title: 'x', type: 'about:blank' },
});

describe('DeletionCancellation', () => {
  it('sends nothing until she presses the button; then says the erasure of that date was cancelled', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST' && call.url === PATH
        ? {
            status: 200,
            json: {
              id: 1,
              patient_id: 5,
              requested_by_role: 'NUTRITIONIST',
              status: 'CANCELLED',
              requested_at: '2026-11-26T13:00:00Z',
              scheduled_for: '2026-12-03T13:00:00Z',
              completed_at: null,
              erased: [],
              kept: [],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithMessages(<DeletionCancellation code={CODE} />);
    expect(screen.getByRole('heading', { name: 'Cancelar a exclusão dos seus dados' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancelar a exclusão' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A exclusão marcada para 03/12/2026 foi cancelada. Seus dados continuam guardados como antes.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('a used or unknown link is told so; a server failure lets her try again', async () => {
    let answer = problem(503, 'DATABASE_UNAVAILABLE');
    mockApi((call) => (call.method === 'POST' ? answer : undefined));
    const user = userEvent.setup();
    renderWithMessages(<DeletionCancellation code={CODE} />);
    await user.click(screen.getByRole('button', { name: 'Cancelar a exclusão' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível cancelar agora. Tente novamente em instantes.',
    );
    answer = problem(404, 'DELETION_CANCEL_CODE_INVALID');
    await user.click(screen.getByRole('button', { name: 'Cancelar a exclusão' }));
    expect(await screen.findByRole('heading', { name: 'Link inválido' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este link não cancela mais nenhuma exclusão');
  });
});
