import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackCarousel } from '@/components/landing/feedback-carousel';
import messages from '@/messages/pt-BR.json';

const f = messages.Landing.feedback;

class NoopResizeObserver {
  observe() {}
  disconnect() {}
}

function renderCarousel() {
  render(
    <FeedbackCarousel label={f.listLabel} previousLabel={f.previous} nextLabel={f.next}>
      <ul>
        <li>Um</li>
        <li>Dois</li>
      </ul>
    </FeedbackCarousel>,
  );
  return screen.getByRole('region', { name: f.listLabel });
}

function setScroll(
  track: HTMLElement,
  box: { scrollLeft: number; scrollWidth: number; clientWidth: number },
) {
  for (const [key, value] of Object.entries(box)) {
    Object.defineProperty(track, key, { value, configurable: true, writable: true });
  }
  fireEvent.scroll(track);
}

describe('FeedbackCarousel', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });

  it('is a focusable, labelled region for keyboard scrolling', () => {
    const track = renderCarousel();
    expect(track).toHaveAttribute('tabindex', '0');
  });

  it('shows each arrow only when the track can scroll its way', () => {
    const track = renderCarousel();
    act(() => setScroll(track, { scrollLeft: 0, scrollWidth: 2000, clientWidth: 800 }));
    expect(screen.queryByRole('button', { name: f.previous })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: f.next })).toBeVisible();

    act(() => setScroll(track, { scrollLeft: 400, scrollWidth: 2000, clientWidth: 800 }));
    expect(screen.getByRole('button', { name: f.previous })).toBeVisible();
    expect(screen.getByRole('button', { name: f.next })).toBeVisible();

    act(() => setScroll(track, { scrollLeft: 1200, scrollWidth: 2000, clientWidth: 800 }));
    expect(screen.getByRole('button', { name: f.previous })).toBeVisible();
    expect(screen.queryByRole('button', { name: f.next })).not.toBeInTheDocument();
  });

  it('scrolls 400 px per press, smoothly unless motion is reduced', async () => {
    const track = renderCarousel();
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    act(() => setScroll(track, { scrollLeft: 400, scrollWidth: 2000, clientWidth: 800 }));

    await userEvent.click(screen.getByRole('button', { name: f.next }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    await userEvent.click(screen.getByRole('button', { name: f.previous }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'auto' });
  });

  it('hands the focus to the other arrow when the pressed one is about to disappear', async () => {
    const track = renderCarousel();
    track.scrollBy = vi.fn();
    act(() => setScroll(track, { scrollLeft: 1000, scrollWidth: 2000, clientWidth: 800 }));
    await userEvent.click(screen.getByRole('button', { name: f.next }));
    expect(screen.getByRole('button', { name: f.previous })).toHaveFocus();
    expect(screen.queryByRole('button', { name: f.next })).not.toBeInTheDocument();
  });
});
