'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import type { Nutritionist } from '@/lib/api/contract';
import { checkSpecializationIds } from '@/lib/rules/profile';
import styles from './profile.module.css';
import { ProfileSaveButton } from './profile-save-button';
import { useProfileSave } from './use-profile-save';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The catalogue of ten specialisations as checkboxes; saving shows the spec 2 §8 toasts. */
export function SpecializationsEditor({
  profile,
  onSaved,
}: {
  profile: Nutritionist;
  onSaved: (profile: Nutritionist) => void;
}) {
  const t = useTranslations('Profile');
  const saved = profile.specializations.map((s) => s.id);
  const [chosen, setChosen] = useState<number[]>(saved);
  const {
    saving,
    save: saveUpdate,
    prepare,
    accepts,
  } = useProfileSave(profile.id, onSaved, {
    saved: t('specializationsUpdated'),
    failed: t('specializationsFailed'),
  });

  const request = { specialization_ids: [...chosen].sort((a, b) => a - b) };
  const valid = accepts(request) && checkSpecializationIds(request.specialization_ids) === null;
  const changed = !sameIds(chosen, saved);

  function toggle(id: number, on: boolean) {
    prepare();
    setChosen((current) => (on ? [...current.filter((x) => x !== id), id] : current.filter((x) => x !== id)));
  }

  async function save() {
    // On failure the choice stays on screen, so nothing is lost and saving can be tried again.
    const updated = await saveUpdate(request);
    if (updated) setChosen(updated.specializations.map((s) => s.id));
  }

  return (
    <form
      className={styles.editor}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && changed && !saving) void save();
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('specializationsTitle')}</legend>
        <p className={styles.hint}>{t('specializationsHint')}</p>
        <div className={styles.checkboxGrid}>
          {profile.specialization_catalogue.map((specialization) => (
            <Checkbox
              key={specialization.id}
              label={specialization.name}
              checked={chosen.includes(specialization.id)}
              onChange={(event) => toggle(specialization.id, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <ProfileSaveButton label={t('saveSpecializations')} saving={saving} ready={valid && changed} />
    </form>
  );
}
