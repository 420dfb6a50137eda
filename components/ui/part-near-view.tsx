'use client';

import type { ComponentType } from 'react';
import { ContentOnDemand } from './content-on-demand';
import { useOnDemand } from './use-on-demand';
import { WhenNearView } from './when-near-view';

/**
 * A part far below a page's first screen (at 375 px) whose code loads when it is about to scroll into view,
 * not with the page (issue 55): `height` holds its place until then, a spinner while the code comes, the
 * failure with a retry should it not come. Its heading stays with the page, so it can be found by heading.
 */
export function PartNearView<P extends object>({
  load,
  height,
  props,
  className,
}: {
  /** Stable (module level): `import('./x').then((module) => module.X)`. */
  load: () => Promise<ComponentType<P>>;
  height: number;
  props: P;
  className?: string;
}) {
  const code = useOnDemand(load);
  return (
    <WhenNearView height={height}>
      <ContentOnDemand code={code} props={props} className={className} />
    </WhenNearView>
  );
}
