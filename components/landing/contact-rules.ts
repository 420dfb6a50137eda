// Rules of the contact form (spec 1 §2 'Landing page', §5): the form never talks to a server; it hands the
// message to the visitor's mail client and falls back to the clipboard when no mail client answers.

export interface ContactFields {
  name: string;
  subject: string;
  message: string;
}

/** Labels of the plain-text copy, so the copied text reads in the interface language. */
export interface EmailLabels {
  to: string;
  subject: string;
  name: string;
}

/** Spec 1 §9: the mail window is checked once, one second after it was opened. */
export const MAIL_WINDOW_CHECK_MS = 1000;

export const emptyContactFields: ContactFields = { name: '', subject: '', message: '' };

export function isContactComplete(fields: ContactFields): boolean {
  return [fields.name, fields.subject, fields.message].every((value) => value.trim() !== '');
}

function buildBody(fields: ContactFields, labels: EmailLabels): string {
  return `${labels.name}: ${fields.name.trim()}\n\n${fields.message.trim()}`;
}

export function buildMailtoUrl(to: string, fields: ContactFields, labels: EmailLabels): string {
  const query = `subject=${encodeURIComponent(fields.subject.trim())}&body=${encodeURIComponent(buildBody(fields, labels))}`;
  return `mailto:${to}?${query}`;
}

/** The text offered for the clipboard: everything needed to write the e-mail by hand. */
export function buildEmailText(to: string, fields: ContactFields, labels: EmailLabels): string {
  return `${labels.to}: ${to}\n${labels.subject}: ${fields.subject.trim()}\n${buildBody(fields, labels)}`;
}

export type MailWindowState = { opened: false } | { opened: true; closed: boolean; blank: boolean };

/** What can be seen of the window `window.open` returned, without ever throwing. */
export function inspectMailWindow(
  win: { closed: boolean; location: { href: string } } | null,
): MailWindowState {
  if (!win) return { opened: false };
  if (win.closed) return { opened: true, closed: true, blank: false };
  try {
    const href = win.location.href;
    return { opened: true, closed: false, blank: href === '' || href === 'about:blank' };
  } catch {
    // A window that navigated to another origin cannot be read: something did answer the link.
    return { opened: true, closed: false, blank: false };
  }
}

/** The mail client did not take the message: no window, or one that closed or stayed blank. */
export function shouldOfferCopy(state: MailWindowState): boolean {
  return !state.opened || state.closed || state.blank;
}
