'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';

/** What the session-ended notice says (session-ended-notice.tsx), and its two ways to sign in again. */
export function SessionEndedDialog({
  open,
  onClose,
  onSignInElsewhere,
}: OpenedDialogProps & { onSignInElsewhere: () => void }) {
  const t = useTranslations('Shell');
  return (
    <Dialog
      open={open}
      onClose={onClose}
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
            onClick={onSignInElsewhere}
          >
            {t('sessionEndedNewTab')}
          </a>
        </>
      }
    />
  );
}
