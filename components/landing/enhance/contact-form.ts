import {
  buildEmailText,
  buildMailtoUrl,
  type ContactFields,
  type EmailLabels,
  inspectMailWindow,
  isContactComplete,
  MAIL_WINDOW_CHECK_MS,
  shouldOfferCopy,
} from '../contact-rules';

/** Spec 1 §9: the bottom message lasts 5 s and starts to fade 1 s before it goes. */
const NOTICE_MS = 5000;
const NOTICE_FADE_MS = 1000;

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The help form's hand-off to the visitor's mail client, with the clipboard as the fallback. */
export function enhanceContactForm(form: HTMLFormElement): void {
  const text = form.dataset;
  const to = text.to ?? '';
  const labels: EmailLabels = {
    to: text.emailTo ?? '',
    subject: text.emailSubject ?? '',
    name: text.emailName ?? '',
  };
  const field = (name: keyof ContactFields) => form.elements.namedItem(name) as Field | null;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const hint = form.querySelector<HTMLElement>('[data-contact-hint]');
  const notice = form.querySelector<HTMLElement>('[data-contact-notice]');
  if (!submit || !hint || !notice) return;

  let checking = false;
  let noticeTimers: number[] = [];

  const read = (): ContactFields => ({
    name: field('name')?.value ?? '',
    subject: field('subject')?.value ?? '',
    message: field('message')?.value ?? '',
  });

  const refresh = () => {
    const complete = isContactComplete(read());
    submit.disabled = !complete || checking;
    hint.textContent = complete ? '' : (text.incomplete ?? '');
  };

  const reset = () => {
    form.reset();
    refresh();
  };

  const showNotice = (message: string) => {
    for (const timer of noticeTimers) window.clearTimeout(timer);
    notice.textContent = message;
    notice.removeAttribute('data-fading');
    noticeTimers = [
      window.setTimeout(() => notice.setAttribute('data-fading', ''), NOTICE_MS - NOTICE_FADE_MS),
      window.setTimeout(() => {
        notice.textContent = '';
        notice.removeAttribute('data-fading');
      }, NOTICE_MS),
    ];
  };

  const offerCopy = async (sent: ContactFields) => {
    if (!window.confirm(text.offerCopy ?? '')) return;
    const copy = buildEmailText(to, sent, labels);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(copy);
      showNotice(text.copied ?? '');
      reset();
    } catch {
      // Without clipboard access (insecure page, refused permission) the visitor copies from a prompt.
      if (window.prompt(text.promptCopy ?? '', copy) !== null) reset();
    }
  };

  form.addEventListener('input', refresh);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const sent = read();
    if (!isContactComplete(sent) || checking) return;
    const mailWindow = window.open(buildMailtoUrl(to, sent, labels), '_blank');
    if (!mailWindow) {
      void offerCopy(sent);
      return;
    }
    checking = true;
    refresh();
    window.setTimeout(() => {
      checking = false;
      refresh();
      const state = inspectMailWindow(mailWindow);
      if (!shouldOfferCopy(state)) {
        reset();
        return;
      }
      // A window left blank is ours to tidy away before asking.
      if (state.opened && !state.closed) mailWindow.close();
      void offerCopy(sent);
    }, MAIL_WINDOW_CHECK_MS);
  });
  // The browser may have restored typed text (back button) before this script ran.
  refresh();
}
