'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import type { Nutritionist } from '@/lib/api/contract';
import { useProfileSave } from './use-profile-save';

/**
 * Whether her patients get an e-mail before each confirmed appointment, with the appointment's calendar
 * event. Saved as soon as it is switched; a failed save puts the box back as it was.
 */
export function RemindersEditor({
  profile,
  onSaved,
}: {
  profile: Nutritionist;
  onSaved: (profile: Nutritionist) => void;
}) {
  const t = useTranslations('Profile');
  const [checked, setChecked] = useState(profile.appointment_reminders);
  const { saving, save } = useProfileSave(profile.id, onSaved, {
    saved: t('remindersUpdated'),
    failed: t('remindersFailed'),
  });

  async function change(next: boolean) {
    setChecked(next);
    const updated = await save({ appointment_reminders: next });
    setChecked(updated ? updated.appointment_reminders : !next);
  }

  return (
    <Checkbox
      label={t('remindersLabel')}
      description={t('remindersHint')}
      checked={checked}
      disabled={saving}
      aria-busy={saving}
      onChange={(event) => void change(event.target.checked)}
    />
  );
}
