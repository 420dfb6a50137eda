import { CAROUSEL_STEP_PX, getArrowVisibility, type ScrollBox } from '../carousel-rules';

type Arrows = { previous: boolean; next: boolean };

function boxOf(track: HTMLElement): ScrollBox {
  return { scrollLeft: track.scrollLeft, scrollWidth: track.scrollWidth, clientWidth: track.clientWidth };
}

/** The feedback carousel: arrows that scroll the track a step and show only when it can move their way. */
export function enhanceFeedbackCarousel(carousel: HTMLElement): void {
  const track = carousel.querySelector<HTMLElement>('[data-carousel-track]');
  const previous = carousel.querySelector<HTMLButtonElement>('[data-carousel-previous]');
  const next = carousel.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (!track || !previous || !next) return;

  const show = (arrows: Arrows) => {
    previous.hidden = !arrows.previous;
    next.hidden = !arrows.next;
  };
  const update = () => show(getArrowVisibility(boxOf(track)));

  const scrollByStep = (direction: -1 | 1) => {
    const farthest = track.scrollWidth - track.clientWidth;
    const target = Math.min(Math.max(track.scrollLeft + direction * CAROUSEL_STEP_PX, 0), farthest);
    const after = getArrowVisibility({ ...boxOf(track), scrollLeft: target });
    // When the pressed arrow is about to disappear at either end, the other one is shown at once and takes
    // the focus, so a keyboard user is not dropped back to the start of the page.
    if (direction === 1 ? !after.next : !after.previous) {
      show(after);
      const other = direction === 1 ? previous : next;
      (other.hidden ? track : other).focus();
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  update();
  track.addEventListener('scroll', update, { passive: true });
  // The track's width changes with the window, and once the web font arrives.
  if (typeof ResizeObserver === 'function') new ResizeObserver(update).observe(track);
  previous.addEventListener('click', () => scrollByStep(-1));
  next.addEventListener('click', () => scrollByStep(1));
}
