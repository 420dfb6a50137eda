'use client';

import { useEffect } from 'react';
import { type ActiveGuard, getLeavingLinkUrl, holdGuard, isCurrentPage } from './leaving-page';

/**
 * After the user agreed to leave by a link, the page's own `beforeunload` stays quiet this long: a plain
 * same-origin <a> (not a Next Link) then loads the next page, and the browser would ask a second time.
 */
const AGREED_TO_LEAVE_MS = 1000;

/**
 * While `dirty`, leaving the page asks first (`message`, with window.confirm) instead of dropping what was
 * typed: a click on a link of the portal (menu, breadcrumb, logo, 'Cancelar' links), and Back or Forward to
 * another page of the portal where the browser lets a page cancel it (the Navigation API's `navigate` event,
 * cancelable for same-document traversals after a user interaction). Reloads, closing the tab and leaving
 * for another site get the browser's own question (`beforeunload`), whose text the browser chooses. Ways
 * out that are no link (signing out, a notification) ask through askToLeaveUnsavedChanges.
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;
    let agreedAt = Number.NEGATIVE_INFINITY;
    // Agreed through askToLeaveUnsavedChanges: quiet until the page unloads or the way out fails.
    let agreedToLeave = false;
    const guard: ActiveGuard = {
      message,
      agree: () => {
        agreedToLeave = true;
      },
      stay: () => {
        agreedToLeave = false;
      },
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (agreedToLeave || Date.now() - agreedAt < AGREED_TO_LEAVE_MS) return;
      event.preventDefault();
      // Older engines ask only when returnValue is set.
      event.returnValue = message;
    };

    // Capture phase on document: before React's listeners on its root, so a refusal never reaches Next's Link.
    const onClick = (event: MouseEvent) => {
      if (!getLeavingLinkUrl(event)) return;
      if (window.confirm(message)) {
        agreedAt = Date.now();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };

    // Back and Forward between the App Router's pages stay in the document: no `beforeunload`, and `popstate`
    // comes after the URL changed. Where the Navigation API exists, its `navigate` event comes before, and
    // can be cancelled when the browser allows it (`cancelable`); elsewhere Back is not guarded.
    const onNavigate = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable) return;
      let url: URL;
      try {
        url = new URL(event.destination.url, window.location.href);
      } catch {
        return;
      }
      if (isCurrentPage(url)) return;
      if (!window.confirm(message)) event.preventDefault();
    };
    const navigation = 'navigation' in window ? (window.navigation as Navigation | undefined) : undefined;

    const release = holdGuard(guard);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [dirty, message]);
}
