'use client';

import { useEffect } from 'react';

/**
 * After the user agreed to leave by a link, the page's own `beforeunload` stays quiet this long: a plain
 * same-origin <a> (not a Next Link) then loads the next page, and the browser would ask a second time.
 */
const AGREED_TO_LEAVE_MS = 1000;

/** The guards of the forms changed on the page now: each asks with its message and can be told the user agreed. */
interface ActiveGuard {
  message: string;
  agree(): void;
  stay(): void;
}
const activeGuards = new Set<ActiveGuard>();

/** The user agreed to leave: the page may unload without asking again, or, if it stays after all, guard again. */
export interface LeaveConsent {
  stay(): void;
}

/**
 * For a way out of the page that is no link (signing out, a notification opening what it is about): asks
 * first while a form of the page has unsaved changes. Null when the user chose to stay; otherwise a consent
 * that keeps the page's `beforeunload` quiet until `stay()` is called (the way out failed and the page is
 * still there, with its changes).
 */
export function askToLeaveUnsavedChanges(): LeaveConsent | null {
  const guards = [...activeGuards];
  const first = guards[0];
  if (!first) return { stay() {} };
  if (!window.confirm(first.message)) return null;
  for (const guard of guards) guard.agree();
  return {
    stay() {
      for (const guard of guards) guard.stay();
    },
  };
}

/** True when the address is this page itself (a hash aside): going there loses nothing. */
function isCurrentPage(url: URL): boolean {
  return url.pathname === window.location.pathname && url.search === window.location.search;
}

/**
 * The address a click would leave the page for through a link in this window, or null: a click on no link,
 * a modified click (new tab or window, download), a link opening elsewhere or downloading, a hash link or a
 * link to this very page, and another site (that one unloads the page, which `beforeunload` guards).
 */
export function getLeavingLinkUrl(event: MouseEvent): URL | null {
  if (event.defaultPrevented) return null;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download')) return null;
  const frame = link.getAttribute('target');
  if (frame && frame !== '_self') return null;
  if ((link.getAttribute('href') ?? '').startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(link.href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || isCurrentPage(url)) return null;
  return url;
}

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

    activeGuards.add(guard);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      activeGuards.delete(guard);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [dirty, message]);
}
