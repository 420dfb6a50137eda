'use client';

import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import {
  CONSULTATION_MINUTES_MAX,
  CONSULTATION_MINUTES_MIN,
  GAP_MINUTES_MAX,
  GAP_MINUTES_MIN,
} from '@/lib/rules/slot-settings';
import styles from './appointments.module.css';
import { settingsProblem, type WeekDraft } from './week-availability-form';

/** The consultation length and the gap after each, in minutes, with their ranges said under each field. */
export function SlotSettingsFields({
  draft,
  onChange,
}: {
  draft: WeekDraft;
  onChange: (change: Partial<Pick<WeekDraft, 'consultation' | 'gap'>>) => void;
}) {
  const t = useTranslations('WeekAvailability');
  const problem = settingsProblem(draft);
  return (
    <fieldset className={styles.slotSettings}>
      <legend>{t('slotSettings')}</legend>
      <Input
        label={t('consultationMinutes')}
        rules={{ type: 'number' }}
        maxLength={3}
        value={draft.consultation}
        onValueChange={(consultation) => onChange({ consultation })}
        error={
          problem === 'CONSULTATION_LENGTH_OUT_OF_RANGE'
            ? t('consultationRange', { min: CONSULTATION_MINUTES_MIN, max: CONSULTATION_MINUTES_MAX })
            : undefined
        }
      />
      <Input
        label={t('gapMinutes')}
        rules={{ type: 'number' }}
        maxLength={3}
        value={draft.gap}
        onValueChange={(gap) => onChange({ gap })}
        error={
          problem === 'CONSULTATION_GAP_OUT_OF_RANGE'
            ? t('gapRange', { min: GAP_MINUTES_MIN, max: GAP_MINUTES_MAX })
            : undefined
        }
      />
      <p className={styles.muted}>{t('slotSettingsHelp')}</p>
    </fieldset>
  );
}
