'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Dialog } from '@/components/ui/dialog';
import { SESSION_ENDED_EVENT } from '@/lib/api/browser/client';

/**
 * Told when a call of this page found the session ended (idle too long, signed out elsewhere): signing in
 * from a new tab keeps this page and what it holds, so a plan or a form can still be saved here after.
 */
export function SessionEndedNotice() {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(SESSION_ENDED_EVENT, show);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, show);
  }, []);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      role="alertdialog"
      size="sm"
      title={t('sessionEndedTitle')}
      description={t('sessionEndedText')}
      actions={
        <>
          <Button variant="secondary" onClick={() => window.location.assign('/login')}>
            {t('sessionEndedHere')}
          </Button>
          <a
            className={getButtonClassName({})}
            href="/login"
            target="_blank"
            rel="noopener"
            onClick={() => setOpen(false)}
          >
            {t('sessionEndedNewTab')}
          </a>
        </>
      }
    />
  );
}
