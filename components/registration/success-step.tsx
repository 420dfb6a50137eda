'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { CheckCircleIcon } from '@/components/ui/icons/status';
import styles from './registration-wizard.module.css';

/** Step 6: the account exists; 'Acessar conta' and 'Já tenho conta' both lead to /login. */
export function SuccessStep({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const t = useTranslations('RegistrationWizard');
  return (
    <div className={styles.success}>
      <CheckCircleIcon size={56} className={styles.successIcon} />
      <h2 className={styles.title} ref={headingRef} tabIndex={-1}>
        {t('successTitle')}
      </h2>
      <p className={styles.intro}>{t('successText')}</p>
      <Link href="/login" className={getButtonClassName({ variant: 'primary', fullWidth: true })}>
        {t('access')}
      </Link>
      <Link href="/login" className={styles.link}>
        {t('haveAccount')}
      </Link>
    </div>
  );
}
