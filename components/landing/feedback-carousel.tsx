'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CAROUSEL_STEP_PX, getArrowVisibility, type ScrollBox } from './carousel-rules';

interface FeedbackCarouselProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
}

type Arrows = { previous: boolean; next: boolean };

function boxOf(track: HTMLElement): ScrollBox {
  return { scrollLeft: track.scrollLeft, scrollWidth: track.scrollWidth, clientWidth: track.clientWidth };
}

/** A horizontally scrolling track with arrows that appear only when the track can move their way. */
export function FeedbackCarousel({ label, previousLabel, nextLabel, children }: FeedbackCarouselProps) {
  const trackRef = useRef<HTMLElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Six cards never fit one screen, so the page starts the way the first measurement will find it: only
  // the next arrow. Measuring on mount then changes nothing and costs no second render.
  const [arrows, setArrows] = useState<Arrows>({ previous: false, next: true });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      const visible = getArrowVisibility(boxOf(track));
      setArrows((current) =>
        current.previous === visible.previous && current.next === visible.next ? current : visible,
      );
    };
    update();
    track.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(track);
    return () => {
      track.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  function scrollByStep(direction: -1 | 1) {
    const track = trackRef.current;
    if (!track) return;
    const farthest = track.scrollWidth - track.clientWidth;
    const target = Math.min(Math.max(track.scrollLeft + direction * CAROUSEL_STEP_PX, 0), farthest);
    const after = getArrowVisibility({ ...boxOf(track), scrollLeft: target });
    // When the pressed arrow is about to disappear at either end, the other one is shown at once and takes
    // the focus, so a keyboard user is not dropped back to the start of the page.
    if (direction === 1 ? !after.next : !after.previous) {
      flushSync(() => setArrows(after));
      const other = direction === 1 ? previousRef.current : nextRef.current;
      (other && !other.hidden ? other : track).focus();
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  return (
    <div className="lp-carousel">
      <div className="lp-carousel-controls">
        <button
          ref={previousRef}
          type="button"
          className="lp-carousel-arrow"
          hidden={!arrows.previous}
          onClick={() => scrollByStep(-1)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          <span className="visually-hidden">{previousLabel}</span>
        </button>
        <button
          ref={nextRef}
          type="button"
          className="lp-carousel-arrow"
          hidden={!arrows.next}
          onClick={() => scrollByStep(1)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" />
          </svg>
          <span className="visually-hidden">{nextLabel}</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it (WCAG 2.1.1). */}
      <section ref={trackRef} className="lp-carousel-track" aria-label={label} tabIndex={0}>
        {children}
      </section>
    </div>
  );
}
