'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { WEEKDAYS, type Weekday } from '@/lib/rules/week-availability';
import styles from './appointments.module.css';

/**
 * 'Copiar para…' under a day's periods: a small list of the other weekdays; 'Copiar' hands the chosen ones
 * to `onCopy` (which replaces their periods in the draft) and gives focus back to the button.
 */
export function CopyDay({
  day,
  dayName,
  onCopy,
}: {
  day: Weekday;
  dayName: string;
  onCopy: (targets: Weekday[]) => void;
}) {
  const t = useTranslations('WeekAvailability');
  const [open, setOpen] = useState(false);
  const [targets, setTargets] = useState<Weekday[]>([]);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  function close() {
    setOpen(false);
    setTargets([]);
    trigger.current?.focus();
  }

  function toggle(target: Weekday) {
    setTargets((chosen) =>
      chosen.includes(target) ? chosen.filter((item) => item !== target) : [...chosen, target],
    );
  }

  return (
    <div className={styles.copyDay}>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('copyToLabel', { day: dayName })}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('copyTo')}
      </Button>
      <div id={panelId} hidden={!open} className={styles.copyPanel}>
        {open ? (
          <fieldset className={styles.weekdays}>
            <legend>{t('copyLegend', { day: dayName })}</legend>
            {WEEKDAYS.filter((target) => target !== day).map((target) => (
              <Checkbox
                key={target}
                label={t(`weekdayNames.${target}`)}
                checked={targets.includes(target)}
                onChange={() => toggle(target)}
              />
            ))}
            <p className={styles.muted}>{t('copyHelp')}</p>
            <div className={styles.dialogActions}>
              <Button variant="secondary" size="sm" onClick={close}>
                {t('copyCancel')}
              </Button>
              <Button
                size="sm"
                softDisabled={targets.length === 0}
                onClick={() => {
                  onCopy(WEEKDAYS.filter((target) => targets.includes(target)));
                  close();
                }}
              >
                {t('copyConfirm')}
              </Button>
            </div>
          </fieldset>
        ) : null}
      </div>
    </div>
  );
}
