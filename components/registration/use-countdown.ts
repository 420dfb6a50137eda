'use client';

import { useEffect, useState } from 'react';
import { secondsUntil } from '@/lib/rules/registration';

/** Whole seconds left until `availableAt` (epoch ms), ticking while above zero; 0 when null. */
export function useCountdown(availableAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (availableAt === null) return;
    setNow(Date.now());
    // Ticking faster than once a second keeps the shown number from lagging behind the clock.
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= availableAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [availableAt]);
  return availableAt === null ? 0 : secondsUntil(availableAt, now);
}
