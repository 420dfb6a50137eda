'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once the box is about to scroll into view (or at once where the browser cannot tell):
 * a part far down the page costs nothing until it is seen. Until then, a box of `height` holds its place.
 * `now` renders them wherever the box is (a printout needs the part).
 */
export function WhenNearView({
  height,
  now = false,
  children,
}: {
  height: number;
  now?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={box}>{near || now ? children : <div style={{ height }} />}</div>;
}
