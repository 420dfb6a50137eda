'use client';

import { type TouchEvent, useRef } from 'react';

/** How far a finger travels sideways, more than up or down, before it is a swipe and not a scroll. */
const SWIPE_MIN_PX = 60;

/** Whether a touch that moved (dx, dy) is a swipe: 1 to the left (next), -1 to the right (previous). */
export function readSwipe(dx: number, dy: number): -1 | 1 | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}

/** Touch handlers that call `onSwipe` with 1 for a swipe to the left and -1 to the right. */
export function useSwipe(onSwipe: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const step = readSwipe(touch.clientX - from.x, touch.clientY - from.y);
      if (step) onSwipe(step);
    },
  };
}
