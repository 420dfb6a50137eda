'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CONFIRMATION_CODE_LENGTH } from '@/lib/rules/registration';
import styles from './registration-wizard.module.css';
import { useCountdown } from './use-countdown';

/** Step 5: the e-mailed code (4 characters; more are ignored) and the resend action with its countdown. */
export function CodeFields({
  email,
  code,
  onCodeChange,
  resendAvailableAt,
  resending,
  onResend,
  notice,
}: {
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  resendAvailableAt: number | null;
  resending: boolean;
  onResend: () => void;
  notice: string | null;
}) {
  const t = useTranslations('RegistrationWizard');
  const seconds = useCountdown(resendAvailableAt);
  return (
    <>
      <p className={styles.intro}>{t('codeIntro', { email })}</p>
      <Input
        label={t('code')}
        name="code"
        autoComplete="one-time-code"
        rules={{ maxLength: CONFIRMATION_CODE_LENGTH }}
        value={code}
        onValueChange={onCodeChange}
      />
      <Button
        variant="ghost"
        size="sm"
        className={styles.resend}
        // Pressed, it counts down again under the user's focus: aria-disabled keeps that focus on it.
        softDisabled={seconds > 0}
        loading={resending}
        onClick={onResend}
      >
        {seconds > 0 ? t('resendIn', { seconds }) : t('resend')}
      </Button>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
    </>
  );
}
