import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enhancePublicPage } from '@/components/landing/enhance/enhance-page';
import { FeedbackCarousel } from '@/components/landing/feedback-carousel';
import messages from '@/messages/pt-BR.json';

const f = messages.Landing.feedback;

type Box = { scrollLeft: number; scrollWidth: number; clientWidth: number };

let resize: (() => void) | undefined;

class CapturingResizeObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {}
  disconnect() {}
}

function setBox(track: HTMLElement, box: Box) {
  for (const [key, value] of Object.entries(box)) {
    Object.defineProperty(track, key, { value, configurable: true, writable: true });
  }
}

/** The server markup of the carousel, laid out as `box`, then wired by the page's enhancement script. */
function renderCarousel(box: Box = { scrollLeft: 0, scrollWidth: 2000, clientWidth: 800 }) {
  const { container } = render(
    <FeedbackCarousel label={f.listLabel} previousLabel={f.previous} nextLabel={f.next}>
      <ul>
        <li>Um</li>
        <li>Dois</li>
      </ul>
    </FeedbackCarousel>,
  );
  const track = screen.getByRole('region', { name: f.listLabel });
  setBox(track, box);
  enhancePublicPage(container);
  return track;
}

function scrollTo(track: HTMLElement, box: Box) {
  setBox(track, box);
  fireEvent.scroll(track);
}

describe('feedback carousel', () => {
  beforeEach(() => {
    resize = undefined;
    vi.stubGlobal('ResizeObserver', CapturingResizeObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });

  it('is a focusable, labelled region for keyboard scrolling', () => {
    const track = renderCarousel();
    expect(track).toHaveAttribute('tabindex', '0');
  });

  it('shows only the next arrow in the server markup, as the first measurement will find it', () => {
    render(
      <FeedbackCarousel label={f.listLabel} previousLabel={f.previous} nextLabel={f.next}>
        <p>Um</p>
      </FeedbackCarousel>,
    );
    expect(screen.queryByRole('button', { name: f.previous })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: f.next })).toBeVisible();
  });

  it('shows each arrow only when the track can scroll its way', () => {
    const track = renderCarousel();
    expect(screen.queryByRole('button', { name: f.previous })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: f.next })).toBeVisible();

    scrollTo(track, { scrollLeft: 400, scrollWidth: 2000, clientWidth: 800 });
    expect(screen.getByRole('button', { name: f.previous })).toBeVisible();
    expect(screen.getByRole('button', { name: f.next })).toBeVisible();

    scrollTo(track, { scrollLeft: 1200, scrollWidth: 2000, clientWidth: 800 });
    expect(screen.getByRole('button', { name: f.previous })).toBeVisible();
    expect(screen.queryByRole('button', { name: f.next })).not.toBeInTheDocument();
  });

  it('measures again when the track is resized', () => {
    const track = renderCarousel();
    setBox(track, { scrollLeft: 0, scrollWidth: 2000, clientWidth: 2000 });
    resize?.();
    expect(screen.queryByRole('button', { name: f.next })).not.toBeInTheDocument();
  });

  it('scrolls 400 px per press, smoothly unless motion is reduced', async () => {
    const track = renderCarousel({ scrollLeft: 400, scrollWidth: 2000, clientWidth: 800 });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;

    await userEvent.click(screen.getByRole('button', { name: f.next }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    await userEvent.click(screen.getByRole('button', { name: f.previous }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'auto' });
  });

  it('hands the focus to the other arrow when the pressed one is about to disappear', async () => {
    const track = renderCarousel({ scrollLeft: 1000, scrollWidth: 2000, clientWidth: 800 });
    track.scrollBy = vi.fn();
    await userEvent.click(screen.getByRole('button', { name: f.next }));
    expect(screen.getByRole('button', { name: f.previous })).toHaveFocus();
    expect(screen.queryByRole('button', { name: f.next })).not.toBeInTheDocument();
  });
});
