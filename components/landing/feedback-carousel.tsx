import type { ReactNode } from 'react';

interface FeedbackCarouselProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
}

/**
 * A horizontally scrolling track with arrows that appear only when the track can move their way; the
 * enhancement script (enhance/feedback-carousel.ts) moves it. Six cards never fit one screen, so the page
 * starts the way the first measurement will find it: only the next arrow.
 */
export function FeedbackCarousel({ label, previousLabel, nextLabel, children }: FeedbackCarouselProps) {
  return (
    <div className="lp-carousel" data-carousel="">
      <div className="lp-carousel-controls">
        <button type="button" className="lp-carousel-arrow" hidden data-carousel-previous="">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          <span className="visually-hidden">{previousLabel}</span>
        </button>
        <button type="button" className="lp-carousel-arrow" data-carousel-next="">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" />
          </svg>
          <span className="visually-hidden">{nextLabel}</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it (WCAG 2.1.1). */}
      <section className="lp-carousel-track" aria-label={label} tabIndex={0} data-carousel-track="">
        {children}
      </section>
    </div>
  );
}
