'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { useContractRule } from '@/components/ui/use-contract-rule';
import { useErrorText } from '@/components/ui/use-error-text';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { useFormState } from '@/components/ui/use-form-state';
import { isThrottled } from '@/lib/api/error-messages';
import { errorCodeOf } from '@/lib/api/errors';
import { STRONG_PASSWORD_PATTERN } from '@/lib/rules/patterns';
import { shouldShowPasswordMessage } from '@/lib/rules/registration';
import styles from './login-form.module.css';
import { resetPassword } from './password-reset-calls';

type Outcome = 'editing' | 'done' | 'invalid';

const DONE_ID = 'password-reset-done';

/** The contract's rule of a new password; rejects when it cannot load (no connection). */
function importPasswordRule() {
  return import('@/lib/api/contract/password-reset').then((contract) => contract.newPasswordSchema);
}

/** Sets a new password from an e-mailed link, under the same rule as registration. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('ResetPasswordPage');
  const errorText = useErrorText();
  const form = useFormState({ password: '', confirmation: '' });
  const { password, confirmation } = form.values;
  const [outcome, setOutcome] = useState<Outcome>('editing');
  const focusAfterRender = useFocusAfterRender();
  // The contract's rule: loaded when a password is first typed, checked as she types; until then the
  // pattern the page states. A second submit while it loads sends nothing twice.
  const { rule, prepare, load } = useContractRule(importPasswordRule);
  const checking = useRef(false);

  const mismatch = confirmation !== '' && confirmation !== password;
  const accepted = rule ? rule.safeParse({ password }).success : STRONG_PASSWORD_PATTERN.test(password);
  const ready = accepted && confirmation === password;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || form.busy || checking.current) return;
    checking.current = true;
    const checked = await load().catch(() => null);
    checking.current = false;
    // Without the rule (no connection) nothing is sent: said as a request that cannot reach the server.
    if (!checked) return form.setProblem(errorText('UPSTREAM_UNAVAILABLE'));
    const request = checked.safeParse({ password });
    if (!request.success) return;
    form.setBusy(true);
    form.setProblem(null);
    try {
      await resetPassword(token, request.data);
      setOutcome('done');
      // The form, and its button that had focus, give way to the message.
      focusAfterRender(DONE_ID);
    } catch (failure) {
      const code = errorCodeOf(failure);
      if (code === 'RESET_LINK_INVALID') setOutcome('invalid');
      else form.setProblem(isThrottled(code) ? t('tooMany') : errorText(code ?? 'UPSTREAM_UNAVAILABLE'));
    }
    form.setBusy(false);
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
        onValueChange={(value) => {
          prepare();
          form.set('password', value);
        }}
      />
      <PasswordInput
        label={t('confirmation')}
        name="confirmation"
        autoComplete="new-password"
        placeholder={t('confirmationPlaceholder')}
        error={mismatch ? t('mismatch') : undefined}
        value={confirmation}
        onValueChange={(value) => {
          prepare();
          form.set('confirmation', value);
        }}
      />
      {form.problem ? (
        <p role="alert" className={styles.alert}>
          {form.problem}
        </p>
      ) : null}
      <Button type="submit" variant="primary" fullWidth loading={form.busy} disabled={!ready}>
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
