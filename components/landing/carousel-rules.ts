/** Spec 1 §9: each arrow press scrolls the feedback carousel by this many pixels. */
export const CAROUSEL_STEP_PX = 400;

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

// Browsers report fractional scroll positions on zoomed or high-density screens; a pixel of slack keeps an
// arrow from lingering at either end.
const SLACK_PX = 1;

/** An arrow is shown only when the carousel can scroll in its direction. */
export function getArrowVisibility(box: ScrollBox): { previous: boolean; next: boolean } {
  return {
    previous: box.scrollLeft > SLACK_PX,
    next: box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK_PX,
  };
}
