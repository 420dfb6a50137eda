// An IntersectionObserver the test tells when a box nears the view (jsdom has none: without it, the parts
// that wait for the view render at once).
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function observeByHand() {
  let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return {
    nearView: () => act(() => report([{ isIntersecting: true }])),
    stillFar: () => act(() => report([{ isIntersecting: false }])),
    disconnect,
  };
}
