'use client';

import { DateField } from '@/components/ui/date-field';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons/chevrons';
import { MonthField } from '@/components/ui/month-field';
import styles from './summary.module.css';

/**
 * The day or month picker of the summary views: previous, the dd/mm/yyyy field with its calendar (or the
 * month by its Portuguese name), next (never past `max`), whatever the browser's language.
 */
export function PeriodStepper({
  type,
  value,
  max,
  labels,
  caption,
  onChange,
  onStep,
}: {
  type: 'date' | 'month';
  value: string;
  max: string;
  labels: { field: string; previous: string; next: string };
  /** The chosen period in words, announced when it changes. */
  caption: string;
  onChange: (value: string) => void;
  onStep: (delta: -1 | 1) => void;
}) {
  return (
    <div className={styles.picker}>
      <IconButton label={labels.previous} icon={<ChevronLeftIcon />} onClick={() => onStep(-1)} />
      {type === 'date' ? (
        <DateField
          className={styles.pickerField}
          label={labels.field}
          value={value}
          max={max}
          today={max}
          onChange={onChange}
        />
      ) : (
        <MonthField
          className={styles.pickerField}
          label={labels.field}
          value={value}
          max={max}
          onChange={onChange}
        />
      )}
      <IconButton
        label={labels.next}
        icon={<ChevronRightIcon />}
        // Stepping onto today leaves focus on it (aria-disabled), not on the page's body.
        softDisabled={value >= max}
        onClick={() => onStep(1)}
      />
      <p className={styles.pickedDate} aria-live="polite">
        {caption}
      </p>
    </div>
  );
}
