'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';

/** The dialog's code loads when first opened (DialogOnDemand), not with her record. */
const loadInviteToAppDialog = () =>
  import('./invite-to-app-dialog').then((module) => module.InviteToAppDialog);

/** 'Convidar para o aplicativo', on the record of a patient without the app: the button and its dialog. */
export function InviteToApp({
  nutritionistId,
  patientId,
  email,
}: {
  nutritionistId: number;
  patientId: number;
  email: string | null;
}) {
  const t = useTranslations('InviteToApp');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <DialogOnDemand
        load={loadInviteToAppDialog}
        open={open}
        props={{ nutritionistId, patientId, email, open, onClose: () => setOpen(false) }}
      />
    </>
  );
}
