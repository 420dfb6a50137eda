import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearView } from '@/components/ui/when-near-view';

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearView', () => {
  it('holds the place until the box nears the view, then renders the part', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const { container } = render(
      <WhenNearView height={220}>
        <p>desenho</p>
      </WhenNearView>,
    );
    expect(screen.queryByText('desenho')).not.toBeInTheDocument();
    expect((container.firstElementChild?.firstElementChild as HTMLElement | null)?.style.height).toBe(
      '220px',
    );
    act(() => report([{ isIntersecting: false }]));
    expect(screen.queryByText('desenho')).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
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
