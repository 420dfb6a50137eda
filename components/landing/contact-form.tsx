import { useId } from 'react';

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

/**
 * The help form: hands the message to the visitor's mail client; nothing is sent to a server. The enhancement
 * script (enhance/contact-form.ts) does the hand-off and reads the texts it needs from the data attributes.
 */
export function ContactForm({ to, text }: ContactFormProps) {
  const id = useId();

  return (
    <form
      className="lp-form"
      noValidate
      data-contact-form=""
      data-to={to}
      data-incomplete={text.incomplete}
      data-offer-copy={text.offerCopy}
      data-prompt-copy={text.promptCopy}
      data-copied={text.copied}
      data-email-to={text.emailTo}
      data-email-subject={text.emailSubject}
      data-email-name={text.emailName}
    >
      <div className="lp-form-field">
        <label htmlFor={`${id}-name`}>{text.name}</label>
        <input id={`${id}-name`} name="name" type="text" autoComplete="name" required />
      </div>
      <div className="lp-form-field">
        <label htmlFor={`${id}-subject`}>{text.subject}</label>
        <input id={`${id}-subject`} name="subject" type="text" autoComplete="off" required />
      </div>
      <div className="lp-form-field">
        <label htmlFor={`${id}-message`}>{text.message}</label>
        <textarea id={`${id}-message`} name="message" rows={5} required />
      </div>
      <p id={`${id}-hint`} className="lp-form-hint" aria-live="polite" data-contact-hint="">
        {text.incomplete}
      </p>
      <button type="submit" className="lp-form-submit" disabled aria-describedby={`${id}-hint`}>
        {text.submit}
      </button>
      <p role="status" className="lp-notice" data-contact-notice="" />
    </form>
  );
}
