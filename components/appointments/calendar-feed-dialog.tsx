'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';
import { TextInput } from '@/components/ui/text-input';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { renewCalendarFeed } from './agenda-calls';
import styles from './appointments.module.css';

/** 'Assinar agenda no calendário': a private .ics link, shown once, renewable. */
export function CalendarFeedDialog({
  nutritionistId,
  open,
  onClose,
}: OpenedDialogProps & { nutritionistId: number }) {
  const t = useTranslations('CalendarFeed');
  const { showToast } = useToast();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      setUrl((await renewCalendarFeed(nutritionistId)).url);
    } catch {
      showToast(t('failure'), { duration: MESSAGE_TOAST_MS, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('copied'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
    } catch {
      // No clipboard permission: the link stays selectable in the field.
    }
  }

  function close() {
    setUrl('');
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} title={t('title')} description={t('description')} size="md">
      <div className={styles.form}>
        <p className={styles.muted}>{t('warning')}</p>
        {url ? (
          <>
            <TextInput
              label={t('url')}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className={styles.dialogActions}>
              <Button variant="secondary" loading={busy} onClick={() => void generate()}>
                {t('renew')}
              </Button>
              <Button onClick={() => void copy()}>{t('copy')}</Button>
            </div>
          </>
        ) : (
          <Button loading={busy} onClick={() => void generate()}>
            {t('generate')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
