'use client';

import type { ComponentType } from 'react';
import { ContentOnDemand } from '@/components/ui/content-on-demand';
import { useOnDemand } from '@/components/ui/use-on-demand';
import { WhenNearView } from '@/components/ui/when-near-view';
import styles from './charts.module.css';

/**
 * A chart's drawing (recharts), whose code loads when its box is about to scroll into view, not with the
 * page: the box keeps the drawing's height throughout, with a spinner while the code comes and, should it
 * not come (no connection), the failure and a retry. Rather than next/dynamic, whose loader alone added
 * about 1 KiB to each page that used it (issue 55).
 */
export function DrawingOnDemand<P extends object>({
  load,
  height,
  props,
}: {
  /** Stable (module level): `import('./x').then((module) => module.XDrawing)`. */
  load: () => Promise<ComponentType<P>>;
  height: number;
  props: P;
}) {
  const code = useOnDemand(load);
  return (
    <WhenNearView height={height}>
      {/* The drawing is hidden from assistive technology (a table beside it says the same); the spinner and
          the failure with its retry are not. */}
      <div
        className={styles.drawing}
        style={{ minHeight: height }}
        aria-hidden={code.loaded ? true : undefined}
      >
        <ContentOnDemand code={code} props={props} className={styles.pending} />
      </div>
    </WhenNearView>
  );
}
