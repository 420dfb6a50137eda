// A part far down a page loads its code as it nears the view, not with the page: its box holds the place
// meanwhile, a spinner says it is loading, and a failed load says so with a retry.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartNearView } from '@/components/ui/part-near-view';
import { observeByHand } from './observe-by-hand';
import { renderWithMessages } from './render';

afterEach(() => vi.unstubAllGlobals());

function Payments({ count }: { count: number }) {
  return <p>{count} pagamentos</p>;
}

describe('PartNearView', () => {
  it('loads nothing while far from the view, holding its height, then loads and shows the part', async () => {
    const { nearView } = observeByHand();
    const load = vi.fn(async () => Payments);
    const { container } = renderWithMessages(<PartNearView load={load} height={320} props={{ count: 2 }} />);
    expect(load).not.toHaveBeenCalled();
    expect((container.querySelector('[style]') as HTMLElement).style.height).toBe('320px');
    nearView();
    expect(await screen.findByText('2 pagamentos')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says it is loading until the code comes', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    let arrive: (part: typeof Payments) => void = () => undefined;
    const load = () => new Promise<typeof Payments>((resolve) => (arrive = resolve));
    renderWithMessages(<PartNearView load={load} height={320} props={{ count: 1 }} />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    arrive(Payments);
    expect(await screen.findByText('1 pagamentos')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the code could not load, and its retry loads it', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi
      .fn<() => Promise<typeof Payments>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Payments);
    renderWithMessages(<PartNearView load={load} height={320} props={{ count: 3 }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta parte da página. Verifique sua conexão e tente novamente.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('3 pagamentos')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
