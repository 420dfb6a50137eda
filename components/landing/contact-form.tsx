'use client';

import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import {
  buildEmailText,
  buildMailtoUrl,
  type ContactFields,
  emptyContactFields,
  inspectMailWindow,
  isContactComplete,
  MAIL_WINDOW_CHECK_MS,
  shouldOfferCopy,
} from './contact-rules';

export interface ContactFormText {
  name: string;
  subject: string;
  message: string;
  submit: string;
  incomplete: string;
  offerCopy: string;
  promptCopy: string;
  copied: string;
  emailTo: string;
  emailSubject: string;
  emailName: string;
}

interface ContactFormProps {
  to: string;
  text: ContactFormText;
}

/** Spec 1 §9: the bottom message lasts 5 s and starts to fade 1 s before it goes. */
const NOTICE_MS = 5000;
const NOTICE_FADE_MS = 1000;

type Notice = { text: string; fading: boolean } | null;

/** The help form: hands the message to the visitor's mail client; nothing is sent to a server. */
export function ContactForm({ to, text }: ContactFormProps) {
  const id = useId();
  const [fields, setFields] = useState<ContactFields>(emptyContactFields);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const complete = isContactComplete(fields);
  const labels = { to: text.emailTo, subject: text.emailSubject, name: text.emailName };

  useEffect(() => {
    if (!notice || notice.fading) return;
    const fade = window.setTimeout(() => setNotice({ ...notice, fading: true }), NOTICE_MS - NOTICE_FADE_MS);
    return () => window.clearTimeout(fade);
  }, [notice]);

  useEffect(() => {
    if (!notice?.fading) return;
    const hide = window.setTimeout(() => setNotice(null), NOTICE_FADE_MS);
    return () => window.clearTimeout(hide);
  }, [notice]);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.currentTarget;
    setFields((current) => ({ ...current, [name]: value }));
  }

  async function offerCopy(sent: ContactFields) {
    if (!window.confirm(text.offerCopy)) return;
    const copy = buildEmailText(to, sent, labels);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(copy);
      setNotice({ text: text.copied, fading: false });
      setFields(emptyContactFields);
    } catch {
      // Without clipboard access (insecure page, refused permission) the visitor copies from a prompt.
      if (window.prompt(text.promptCopy, copy) !== null) setFields(emptyContactFields);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || checking) return;
    const sent = fields;
    const mailWindow = window.open(buildMailtoUrl(to, sent, labels), '_blank');
    if (!mailWindow) {
      void offerCopy(sent);
      return;
    }
    setChecking(true);
    window.setTimeout(() => {
      setChecking(false);
      const state = inspectMailWindow(mailWindow);
      if (!shouldOfferCopy(state)) {
        setFields(emptyContactFields);
        return;
      }
      // A window left blank is ours to tidy away before asking.
      if (state.opened && !state.closed) mailWindow.close();
      void offerCopy(sent);
    }, MAIL_WINDOW_CHECK_MS);
  }

  return (
    <form className="lp-form" onSubmit={handleSubmit} noValidate>
      <div className="lp-form-field">
        <label htmlFor={`${id}-name`}>{text.name}</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={fields.name}
          onChange={update}
        />
      </div>
      <div className="lp-form-field">
        <label htmlFor={`${id}-subject`}>{text.subject}</label>
        <input
          id={`${id}-subject`}
          name="subject"
          type="text"
          autoComplete="off"
          required
          value={fields.subject}
          onChange={update}
        />
      </div>
      <div className="lp-form-field">
        <label htmlFor={`${id}-message`}>{text.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          required
          value={fields.message}
          onChange={update}
        />
      </div>
      <p id={`${id}-hint`} className="lp-form-hint" aria-live="polite">
        {complete ? '' : text.incomplete}
      </p>
      <button
        type="submit"
        className="lp-form-submit"
        disabled={!complete || checking}
        aria-describedby={`${id}-hint`}
      >
        {text.submit}
      </button>
      <p role="status" className="lp-notice" data-fading={notice?.fading ? '' : undefined}>
        {notice?.text}
      </p>
    </form>
  );
}
