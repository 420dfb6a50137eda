'use client';

import { type RefObject, useEffect } from 'react';

/** How a pop-up was dismissed: Escape (focus goes back to its button), or a press or focus outside it. */
export type Dismissal = 'escape' | 'outside';

/**
 * Closes an open pop-up on a pointer press outside `container`, on focus moving outside it (Tab past its
 * last item: left open, it would cover the control that now has focus) or on Escape; Escape also returns
 * focus to the button that opened it, so keyboard users are not dropped at the top of the page.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  close: (how: Dismissal) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) close('outside');
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close('escape');
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, container, trigger, close]);
}
