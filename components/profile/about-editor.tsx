'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Textarea } from '@/components/ui/textarea';
import type { Nutritionist } from '@/lib/api/contract';
import { ABOUT_MAX_LENGTH, aboutLength, checkAbout } from '@/lib/rules/profile';
import styles from './profile.module.css';
import { ProfileSaveButton } from './profile-save-button';
import { useProfileSave } from './use-profile-save';

/** The description patients read, with a character counter and the limit the API enforces too. */
export function AboutEditor({
  profile,
  onSaved,
}: {
  profile: Nutritionist;
  onSaved: (profile: Nutritionist) => void;
}) {
  const t = useTranslations('Profile');
  const counterId = useId();
  const [about, setAbout] = useState(profile.about ?? '');
  const {
    saving,
    save: saveUpdate,
    prepare,
    accepts,
  } = useProfileSave(profile.id, onSaved, {
    saved: t('aboutUpdated'),
    failed: t('aboutFailed'),
  });

  const length = aboutLength(about);
  const tooLong = checkAbout(about) !== null;
  const valid = !tooLong && accepts({ about });
  const changed = about.trim() !== (profile.about ?? '');

  async function save() {
    const updated = await saveUpdate({ about: about.trim() === '' ? null : about });
    if (updated) setAbout(updated.about ?? '');
  }

  return (
    <form
      className={styles.editor}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && changed && !saving) void save();
      }}
    >
      <Textarea
        label={t('aboutLabel')}
        helpText={t('aboutHint', { max: ABOUT_MAX_LENGTH })}
        error={tooLong ? t('aboutTooLong', { max: ABOUT_MAX_LENGTH }) : undefined}
        value={about}
        rows={5}
        aria-describedby={counterId}
        onChange={(event) => {
          prepare();
          setAbout(event.target.value);
        }}
      />
      <p id={counterId} className={styles.counter} data-over={tooLong || undefined}>
        {t('aboutCounter', { count: length, max: ABOUT_MAX_LENGTH })}
      </p>
      <ProfileSaveButton label={t('saveAbout')} saving={saving} ready={valid && changed} />
    </form>
  );
}
