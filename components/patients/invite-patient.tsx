'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';

/** The invitation's code loads when first opened (DialogOnDemand), not with the list. */
const loadInvitePatientDialog = () =>
  import('./invite-patient-dialog').then((module) => module.InvitePatientDialog);

/** 'Convidar paciente': the button, and the dialogs that send her invitation to the app. */
export function InvitePatient({
  nutritionistId,
  variant = 'primary',
}: {
  nutritionistId: number;
  variant?: 'primary' | 'secondary';
}) {
  const t = useTranslations('InvitePatient');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <DialogOnDemand
        load={loadInvitePatientDialog}
        open={open}
        props={{ nutritionistId, open, onClose: () => setOpen(false) }}
      />
    </>
  );
}
