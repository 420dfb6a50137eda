'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';

/** The form's code loads when first opened (DialogOnDemand), not with the list. */
const loadNewPatientDialog = () => import('./new-patient-dialog').then((module) => module.NewPatientDialog);

/** 'Novo paciente': the button, and the dialog of her record of a patient without the app. */
export function NewPatient({ nutritionistId }: { nutritionistId: number }) {
  const t = useTranslations('NewPatient');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <DialogOnDemand
        load={loadNewPatientDialog}
        open={open}
        props={{ nutritionistId, open, onClose: () => setOpen(false) }}
      />
    </>
  );
}
