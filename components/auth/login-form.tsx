'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AlertCircleIcon } from '@/components/ui/icons/status';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { PasswordInput } from '@/components/ui/password-input';
import { TextInput } from '@/components/ui/text-input';
import { useErrorText } from '@/components/ui/use-error-text';
import { useFormState } from '@/components/ui/use-form-state';
import { ApiProblem } from '@/lib/api/errors';
import { GoogleSignInLink } from './google-sign-in-link';
import styles from './login-form.module.css';
import { startSession } from './use-session';

// Spec 1 §4: the page's loading flag is cleared about a second after it loads.
const INITIAL_LOADING_MS = 1000;

export interface LoginFormProps {
  /** Whether the upstream offers Google sign-in; the button is hidden otherwise. */
  googleEnabled?: boolean;
  /** The page was reached with ?failedGoogleAuth=true, or the token it brought was refused. */
  googleFailed?: boolean;
}

export function LoginForm({ googleEnabled = false, googleFailed = false }: LoginFormProps) {
  const t = useTranslations('LoginPage');
  const errorText = useErrorText();
  const form = useFormState({ email: '', password: '' });
  const { email, password } = form.values;
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [pageLoading, setPageLoading] = useState(true);
  // A second submit while the first waits for the rule to load sends nothing twice.
  const checking = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setPageLoading(false), INITIAL_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy || checking.current) return;
    // Taken before the rule loads: React clears currentTarget once the handler has returned.
    const fields = event.currentTarget;
    form.setProblem(null);
    // The contract's rule is loaded on the first submit: zod is no part of the sign-in page until then.
    // Without it (no connection) the page says so, as a sign-in that cannot reach the server does.
    checking.current = true;
    const rule = await import('@/lib/api/contract/auth').catch(() => null);
    checking.current = false;
    if (!rule) {
      form.setProblem(errorText('UPSTREAM_UNAVAILABLE'));
      return;
    }
    // An empty field is named on the field itself before anything is sent.
    const checked = rule.loginRequestSchema.safeParse({ email, password });
    if (!checked.success) {
      const wrong = new Set(checked.error.issues.map((issue) => issue.path[0]));
      setFieldErrors({
        email: wrong.has('email') ? t(email.trim() === '' ? 'emailRequired' : 'emailInvalid') : undefined,
        password: wrong.has('password')
          ? t(password === '' ? 'passwordRequired' : 'passwordInvalid')
          : undefined,
      });
      const first = wrong.has('email') ? 'email' : 'password';
      fields.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    form.setBusy(true);
    try {
      await startSession(email, password);
      // A full navigation, so the signed-in shell renders with its own nonce and fresh data.
      window.location.assign('/home');
      return;
    } catch (failure) {
      form.setProblem(errorText(failure instanceof ApiProblem ? failure.code : 'UPSTREAM_UNAVAILABLE'));
    }
    form.setBusy(false);
  }

  const clearErrorAnd = (field: 'email' | 'password') => (value: string) => {
    form.setProblem(null);
    setFieldErrors((last) => ({ ...last, [field]: undefined }));
    form.set(field, value);
  };

  return (
    <form className={styles.form} onSubmit={signIn} noValidate>
      <LoadingOverlay active={pageLoading || form.busy} />
      {googleFailed ? (
        <p role="alert" className={styles.alert}>
          <AlertCircleIcon size={20} />
          <span>{t('googleFailed')}</span>
        </p>
      ) : null}
      <TextInput
        label={t('email')}
        type="email"
        name="email"
        autoComplete="username"
        placeholder={t('emailPlaceholder')}
        value={email}
        onValueChange={clearErrorAnd('email')}
        error={fieldErrors.email}
      />
      <PasswordInput
        label={t('password')}
        name="password"
        placeholder={t('passwordPlaceholder')}
        value={password}
        onValueChange={clearErrorAnd('password')}
        error={fieldErrors.password ?? form.problem ?? undefined}
      />
      <Link href="/forgot-password" className={styles.forgot}>
        {t('forgotPassword')}
      </Link>
      <Button type="submit" variant="primary" fullWidth loading={form.busy}>
        {t('submit')}
      </Button>
      {googleEnabled ? (
        <>
          <p className={styles.separator}>
            <span>{t('or')}</span>
          </p>
          <GoogleSignInLink label={t('google')} />
        </>
      ) : null}
      <p className={styles.signUp}>
        {t('noAccount')} <Link href="/nutritionist-registration">{t('createAccount')}</Link>
      </p>
    </form>
  );
}
