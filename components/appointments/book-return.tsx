'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import type { ChosenPatient } from './book-appointment-dialog';

/** The booking's code loads when first opened (DialogOnDemand). */
const loadBookAppointmentDialog = () =>
  import('./book-appointment-dialog').then((module) => module.BookAppointmentDialog);

/**
 * 'Agendar retorno' (from her record or one of her consultations) or 'Remarcar' (after she missed one):
 * the booking dialog with the patient already chosen.
 */
export function BookReturn({
  nutritionistId,
  patient,
  action,
  variant = 'secondary',
}: {
  nutritionistId: number;
  patient: ChosenPatient;
  action: 'bookReturn' | 'rebook';
  variant?: 'primary' | 'secondary';
}) {
  const t = useTranslations('BookReturn');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {t(action)}
      </Button>
      <DialogOnDemand
        load={loadBookAppointmentDialog}
        open={open}
        props={{ nutritionistId, patient, open, onClose: () => setOpen(false) }}
      />
    </>
  );
}
