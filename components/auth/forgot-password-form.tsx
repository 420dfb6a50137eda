'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useErrorText } from '@/components/ui/use-error-text';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { isThrottled } from '@/lib/api/error-messages';
import { errorCodeOf } from '@/lib/api/errors';
import styles from './login-form.module.css';
import { requestPasswordReset } from './password-reset-calls';

const SENT_ID = 'forgot-password-sent';

/** Asks for a recovery link. Whether the e-mail has an account is never told (no enumeration). */
export function ForgotPasswordForm() {
  const t = useTranslations('ForgotPasswordPage');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const focusAfterRender = useFocusAfterRender();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // A second submit while the first waits for the rules to load sends nothing twice.
  const checking = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || checking.current) return;
    // The contract's rules are loaded on the first submit: zod is no part of the page until then. Without
    // them (no connection) the form says so, as a request that cannot reach the server does.
    checking.current = true;
    const rules = await Promise.all([
      import('@/lib/api/contract/password-reset'),
      import('@/lib/api/contract/registration'),
    ]).catch(() => null);
    checking.current = false;
    if (!rules) return setError(errorText('UPSTREAM_UNAVAILABLE'));
    const [{ passwordResetRequestSchema }, { emailAddressSchema }] = rules;
    const request = passwordResetRequestSchema.safeParse({ email });
    if (!request.success || !emailAddressSchema.safeParse(email).success) return setError(t('invalidEmail'));
    setSubmitting(true);
    setError(null);
    try {
      await requestPasswordReset(request.data);
      setSent(true);
      // The form, and its button that had focus, give way to the message.
      focusAfterRender(SENT_ID);
    } catch (failure) {
      const code = errorCodeOf(failure);
      setError(isThrottled(code) ? t('tooMany') : errorText(code ?? 'UPSTREAM_UNAVAILABLE'));
    }
    setSubmitting(false);
  }

  if (sent) {
    return (
      <div className={styles.form}>
        <p id={SENT_ID} role="status" className={styles.notice} tabIndex={-1}>
          {t('sent')}
        </p>
        <Link href="/login" className={styles.back}>
          {t('backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('emailPlaceholder')}
        value={email}
        error={error ?? undefined}
        onValueChange={(value) => {
          setError(null);
          setEmail(value);
        }}
      />
      <Button type="submit" variant="primary" fullWidth loading={submitting} disabled={email.trim() === ''}>
        {t('submit')}
      </Button>
      <Link href="/login" className={styles.back}>
        {t('backToLogin')}
      </Link>
    </form>
  );
}
