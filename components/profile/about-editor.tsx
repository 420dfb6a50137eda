'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast-provider';
import { type Nutritionist, updateNutritionistRequestSchema } from '@/lib/api/contract';
import { ABOUT_MAX_LENGTH, aboutLength, checkAbout } from '@/lib/rules/profile';
import styles from './profile.module.css';
import { PROFILE_TOAST_MS, saveProfile } from './save-profile';

/** The description patients read, with a character counter and the limit the API enforces too. */
export function AboutEditor({
  profile,
  onSaved,
}: {
  profile: Nutritionist;
  onSaved: (profile: Nutritionist) => void;
}) {
  const t = useTranslations('Profile');
  const { showToast } = useToast();
  const counterId = useId();
  const [about, setAbout] = useState(profile.about ?? '');
  const [saving, setSaving] = useState(false);

  const length = aboutLength(about);
  const tooLong = checkAbout(about) !== null;
  const valid = !tooLong && updateNutritionistRequestSchema.safeParse({ about }).success;
  const changed = about.trim() !== (profile.about ?? '');

  async function save() {
    setSaving(true);
    try {
      const updated = await saveProfile(profile.id, { about: about.trim() === '' ? null : about });
      onSaved(updated);
      setAbout(updated.about ?? '');
      showToast(t('aboutUpdated'), { duration: PROFILE_TOAST_MS, tone: 'success' });
    } catch (error) {
      console.error('Could not save the description', error);
      showToast(t('aboutFailed'), { duration: PROFILE_TOAST_MS, tone: 'error' });
    } finally {
      setSaving(false);
    }
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
        onChange={(event) => setAbout(event.target.value)}
      />
      <p id={counterId} className={styles.counter} data-over={tooLong || undefined}>
        {t('aboutCounter', { count: length, max: ABOUT_MAX_LENGTH })}
      </p>
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" loading={saving} disabled={!valid || !changed || saving}>
          {t('saveAbout')}
        </Button>
      </div>
    </form>
  );
}
