'use client';

import { useState } from 'react';
import { formatNumber, readDecimal } from '@/lib/format/numbers';
import styles from './meal-plan.module.css';

/** A number edited in place in a food row; an unreadable entry reaches the draft as NaN (save stays disabled). */
export function FoodAmountField({
  value,
  label,
  onChange,
  valid,
}: {
  value: number;
  label: string;
  onChange: (value: number) => void;
  valid: (value: number) => boolean;
}) {
  const [text, setText] = useState(Number.isFinite(value) ? formatNumber(value) : '');
  const invalid = !valid(readDecimal(text) ?? Number.NaN);
  return (
    <input
      className={styles.amountInput}
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(readDecimal(event.target.value) ?? Number.NaN);
      }}
    />
  );
}
