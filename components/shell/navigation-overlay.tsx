'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { getLeavingLinkUrl } from '@/components/ui/leaving-page';
import { LoadingOverlay } from '@/components/ui/loading-overlay';

/**
 * The spec's global loading spinner (spec 1 §2) while a link of the portal opens another page: from the
 * click until the new page is on screen. Drawn by the shell, not by `loading.tsx` files: those made every
 * opening of a page (a reload, a link from an e-mail) stream the spinner first and the page's own content
 * after it, a reveal React holds back, so the largest content came late on a phone.
 */
export function NavigationOverlay() {
  const pathname = usePathname();
  const [opening, setOpening] = useState<string | null>(null);

  // The new page is on screen: the App Router changed the address (the pathname, or the history entry
  // where the browser tells it, which also covers a page that led back to this one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the signal, not a value read
  useEffect(() => setOpening(null), [pathname]);

  useEffect(() => {
    let clicked: string | null = null;
    // Read before anyone handles the click (Next's Link prevents the browser's own navigation)…
    const onCapture = (event: MouseEvent) => {
      const url = getLeavingLinkUrl(event);
      clicked = url && url.pathname !== window.location.pathname ? url.pathname : null;
    };
    // …and shown only when the click got through: a page with unsaved changes that was told to stay stops it.
    const onBubble = () => {
      if (clicked) setOpening(clicked);
      clicked = null;
    };
    const done = () => setOpening(null);
    const navigation = 'navigation' in window ? (window.navigation as EventTarget | undefined) : undefined;
    window.addEventListener('click', onCapture, true);
    window.addEventListener('click', onBubble);
    window.addEventListener('popstate', done);
    navigation?.addEventListener('currententrychange', done);
    return () => {
      window.removeEventListener('click', onCapture, true);
      window.removeEventListener('click', onBubble);
      window.removeEventListener('popstate', done);
      navigation?.removeEventListener('currententrychange', done);
    };
  }, []);

  return <LoadingOverlay active={opening !== null} />;
}
