import { useState } from 'react';

/**
 * True from the first time `open` is true, and after. A dialog whose code loads on first use is rendered
 * from then on only, and stays rendered, so it can close as it opened.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
