'use client';

import { type RefObject, useLayoutEffect } from 'react';

/**
 * Moves an open pop-over left just enough to stay inside the window (8 px margin), so a calendar opened
 * from a field near the right edge of a phone never makes the page scroll sideways.
 */
export function useKeepInView(open: boolean, popover: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = popover.current;
    if (!open || !element) return;
    element.style.translate = '';
    const { left, right } = element.getBoundingClientRect();
    const overflow = right - (document.documentElement.clientWidth - 8);
    if (overflow > 0) element.style.translate = `${-Math.min(overflow, Math.max(0, left - 8))}px 0`;
  }, [open, popover]);
}
