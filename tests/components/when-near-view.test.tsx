import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearView } from '@/components/ui/when-near-view';
import { observeByHand } from './observe-by-hand';

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearView', () => {
  it('holds the place until the box nears the view, then renders the part', () => {
    const { nearView, stillFar, disconnect } = observeByHand();
    const { container } = render(
      <WhenNearView height={220}>
        <p>desenho</p>
      </WhenNearView>,
    );
    expect(screen.queryByText('desenho')).not.toBeInTheDocument();
    expect((container.firstElementChild?.firstElementChild as HTMLElement | null)?.style.height).toBe(
      '220px',
    );
    stillFar();
    expect(screen.queryByText('desenho')).not.toBeInTheDocument();
    nearView();
    expect(screen.getByText('desenho')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('renders at once where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearView height={220}>
        <p>desenho</p>
      </WhenNearView>,
    );
    expect(screen.getByText('desenho')).toBeInTheDocument();
  });
});
