// A chart's drawing loads when its box nears the view, not with the page: the box keeps the drawing's
// height meanwhile, a spinner says it is loading, a failed load says so with a retry, and the drawing
// itself is hidden from assistive technology (its table says the same).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingOnDemand } from '@/components/charts/drawing-on-demand';
import { renderWithMessages } from './render';

afterEach(() => vi.unstubAllGlobals());

function Drawing({ label }: { label: string }) {
  return <svg data-testid="drawing" aria-label={label} />;
}

describe('DrawingOnDemand', () => {
  it('loads nothing until its box nears the view', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const load = vi.fn(async () => Drawing);
    renderWithMessages(<DrawingOnDemand load={load} height={220} props={{ label: 'Peso' }} />);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the height with a spinner, then shows the drawing hidden from assistive technology', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    let arrive: (drawing: typeof Drawing) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Drawing>((resolve) => (arrive = resolve)));
    renderWithMessages(<DrawingOnDemand load={load} height={240} props={{ label: 'Peso' }} />);
    const status = await screen.findByRole('status');
    const box = status.closest('[style]') as HTMLElement;
    expect(box.style.minHeight).toBe('240px');
    expect(box).not.toHaveAttribute('aria-hidden');
    arrive(Drawing);
    const drawing = await screen.findByTestId('drawing');
    expect(drawing).toHaveAttribute('aria-label', 'Peso');
    expect(drawing.closest('[aria-hidden="true"]')).toBe(box);
    expect(box.style.minHeight).toBe('240px');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the drawing could not load, and its retry loads it', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi
      .fn<() => Promise<typeof Drawing>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Drawing);
    renderWithMessages(<DrawingOnDemand load={load} height={220} props={{ label: 'Peso' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta parte da página. Verifique sua conexão e tente novamente.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
