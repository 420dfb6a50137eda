// The ways out of a page that every page has (the menu's links, signing out): whether one leaves the page,
// and asking the forms changed on it first. The shell needs only this; the forms' own guard, with its
// listeners, is use-unsaved-changes-guard.ts.

/** The guards of the forms changed on the page now: each asks with its message and can be told the user agreed. */
export interface ActiveGuard {
  message: string;
  agree(): void;
  stay(): void;
}
const activeGuards = new Set<ActiveGuard>();

/** A changed form's guard, active until the answered release is called. */
export function holdGuard(guard: ActiveGuard): () => void {
  activeGuards.add(guard);
  return () => activeGuards.delete(guard);
}

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
export function isCurrentPage(url: URL): boolean {
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
