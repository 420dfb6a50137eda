import { describe, expect, it } from 'vitest';
import { CAROUSEL_STEP_PX, getArrowVisibility } from '@/components/landing/carousel-rules';

describe('getArrowVisibility', () => {
  it('shows only the next arrow at the start of a long track', () => {
    expect(getArrowVisibility({ scrollLeft: 0, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      previous: false,
      next: true,
    });
  });

  it('shows both arrows in the middle', () => {
    expect(getArrowVisibility({ scrollLeft: 400, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      previous: true,
      next: true,
    });
  });

  it('shows only the previous arrow at the end', () => {
    expect(getArrowVisibility({ scrollLeft: 1200, scrollWidth: 2000, clientWidth: 800 })).toEqual({
      previous: true,
      next: false,
    });
  });

  it('shows no arrow when everything fits', () => {
    expect(getArrowVisibility({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({
      previous: false,
      next: false,
    });
  });

  it('ignores the sub-pixel remainder of zoomed screens', () => {
    expect(getArrowVisibility({ scrollLeft: 1199.5, scrollWidth: 2000, clientWidth: 800 }).next).toBe(false);
    expect(getArrowVisibility({ scrollLeft: 0.5, scrollWidth: 2000, clientWidth: 800 }).previous).toBe(false);
  });

  it('steps 400 px at a time', () => {
    expect(CAROUSEL_STEP_PX).toBe(400);
  });
});
