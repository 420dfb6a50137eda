'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { useErrorText } from '@/components/ui/use-error-text';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { sendRequest } from '@/lib/api/client';
import { newPasswordSchema } from '@/lib/api/contract';
import { isThrottled } from '@/lib/api/error-messages';
import { errorCodeOf } from '@/lib/api/errors';
import { paths, viaProxy } from '@/lib/api/paths';
import { shouldShowPasswordMessage } from '@/lib/rules/registration';
import styles from './login-form.module.css';

type Outcome = 'editing' | 'done' | 'invalid';

const DONE_ID = 'password-reset-done';

/** Sets a new password from an e-mailed link, under the same rule as registration. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('ResetPasswordPage');
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('editing');
  const [submitting, setSubmitting] = useState(false);
  const focusAfterRender = useFocusAfterRender();

  const mismatch = confirmation !== '' && confirmation !== password;
  const request = newPasswordSchema.safeParse({ password });
  const ready = request.success && confirmation === password;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || !request.success || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await sendRequest(viaProxy(paths.passwordReset(token)), { method: 'PUT', json: request.data });
      setOutcome('done');
      // The form, and its button that had focus, give way to the message.
      focusAfterRender(DONE_ID);
    } catch (failure) {
      const code = errorCodeOf(failure);
      if (code === 'RESET_LINK_INVALID') setOutcome('invalid');
      else setError(isThrottled(code) ? t('tooMany') : errorText(code ?? 'UPSTREAM_UNAVAILABLE'));
    }
    setSubmitting(false);
  }

  if (outcome === 'done') {
    return (
      <div className={styles.form}>
        <div id={DONE_ID} role="status" className={styles.notice} tabIndex={-1}>
          <strong>{t('doneTitle')}</strong> {t('doneText')}
        </div>
        <Link href="/login" className={styles.back}>
          {t('goToLogin')}
        </Link>
      </div>
    );
  }
  if (outcome === 'invalid') return <InvalidResetLink />;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PasswordInput
        label={t('password')}
        name="password"
        autoComplete="new-password"
        placeholder={t('passwordPlaceholder')}
        helpText={shouldShowPasswordMessage(password) ? undefined : t('passwordRule')}
        error={shouldShowPasswordMessage(password) ? t('passwordRule') : undefined}
        value={password}
        onValueChange={setPassword}
      />
      <PasswordInput
        label={t('confirmation')}
        name="confirmation"
        autoComplete="new-password"
        placeholder={t('confirmationPlaceholder')}
        error={mismatch ? t('mismatch') : undefined}
        value={confirmation}
        onValueChange={setConfirmation}
      />
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" fullWidth loading={submitting} disabled={!ready}>
        {t('submit')}
      </Button>
    </form>
  );
}

/** The link was used, replaced, expired or never existed: one message for all, and a way forward. */
export function InvalidResetLink() {
  const t = useTranslations('ResetPasswordPage');
  return (
    <div className={styles.form}>
      <div role="alert" className={styles.alert}>
        <span>
          <strong>{t('invalidTitle')}</strong> {t('invalidText')}
        </span>
      </div>
      <Link href="/forgot-password" className={styles.back}>
        {t('requestNew')}
      </Link>
    </div>
  );
}
