'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import type { ChosenPatient } from './book-appointment-dialog';
import { BookAppointmentDialog } from './lazy-dialogs';

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
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {t(action)}
      </Button>
      {opened ? (
        <BookAppointmentDialog
          nutritionistId={nutritionistId}
          patient={patient}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
