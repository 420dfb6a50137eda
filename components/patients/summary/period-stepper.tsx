'use client';

import { IconButton } from '@/components/ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import styles from './summary.module.css';

const PATTERNS = { date: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/ };

/** The day or month picker of the summary views: previous, a native picker, next (never past `max`). */
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
      <Input
        type={type}
        label={labels.field}
        value={value}
        max={max}
        onValueChange={(next) => {
          if (PATTERNS[type].test(next)) onChange(next);
        }}
      />
      <IconButton
        label={labels.next}
        icon={<ChevronRightIcon />}
        disabled={value >= max}
        onClick={() => onStep(1)}
      />
      <p className={styles.pickedDate} aria-live="polite">
        {caption}
      </p>
    </div>
  );
}
