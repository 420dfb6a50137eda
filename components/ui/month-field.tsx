'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { capitalize, formatYearMonth, getMonthName } from '@/lib/format/dates';
import { addMonthsToMonth, clampToRange, isInRange } from '@/lib/rules/calendar';
import { closeOnEscape } from './date-field';
import styles from './date-field.module.css';
import fieldStyles from './field.module.css';
import { CalendarIcon } from './icons/calendar';
import { ChevronLeftIcon, ChevronRightIcon } from './icons/chevrons';
import { useDismiss } from './use-dismiss';
import { useKeepInView } from './use-keep-in-view';

const KEY_MOVES: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -3,
  ArrowDown: 3,
  PageUp: -12,
  PageDown: 12,
};

export interface MonthFieldProps {
  label: string;
  /** The chosen month as the wire writes it ('YYYY-MM'). */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest months offered ('YYYY-MM'). */
  min?: string;
  max?: string;
  /** On the outer element, e.g. to size the field in a row. */
  className?: string;
}

/**
 * A month chosen by its Portuguese name, whatever the browser's language: a button showing 'Novembro de
 * 2026' opens a year of months; the arrows move a month (up and down a row of three), Page Up and Page
 * Down a year, Enter chooses, Escape closes and gives focus back to the button.
 */
export function MonthField({ label, value, onChange, min, max, className }: MonthFieldProps) {
  const t = useTranslations('Ui.DateField');
  const [open, setOpen] = useState(false);
  const [cursor, setCursor] = useState(value);
  const [focusCursor, setFocusCursor] = useState(true);
  const ids = { label: useId(), value: useId(), popover: useId(), title: useId() };
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const months = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const popover = useRef<HTMLDivElement>(null);
  useDismiss(open, container, button, close);
  useKeepInView(open, popover);

  useEffect(() => {
    if (open && focusCursor)
      months.current?.querySelector<HTMLButtonElement>(`[data-month="${cursor}"]`)?.focus();
  }, [open, cursor, focusCursor]);

  const move = (next: string, focus = true) => {
    setFocusCursor(focus);
    setCursor(clampToRange(next, min, max));
  };

  const toggle = () => {
    if (!open) move(value);
    setOpen((current) => !current);
  };

  const pick = (month: string) => {
    setOpen(false);
    button.current?.focus();
    if (month !== value) onChange(month);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_MOVES[event.key];
    if (step === undefined) return;
    event.preventDefault();
    move(addMonthsToMonth(cursor, step));
  };

  const year = cursor.slice(0, 4);
  const previousYear = `${Number(year) - 1}-12`;
  const nextYear = `${Number(year) + 1}-01`;
  const noPreviousYear = Boolean(min) && previousYear < (min ?? '');
  const noNextYear = Boolean(max) && nextYear > (max ?? '');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only catches Escape bubbling from the popover
    <div
      className={[fieldStyles.field, styles.monthField, className ?? ''].filter(Boolean).join(' ')}
      ref={container}
      onKeyDown={closeOnEscape(open, close, button)}
    >
      <span id={ids.label} className={fieldStyles.label}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className={styles.monthTrigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? ids.popover : undefined}
        aria-labelledby={`${ids.label} ${ids.value}`}
        onClick={toggle}
      >
        <span id={ids.value}>{capitalize(formatYearMonth(value))}</span>
        <CalendarIcon />
      </button>
      {open ? (
        <div
          ref={popover}
          id={ids.popover}
          role="dialog"
          aria-modal="false"
          aria-label={t('monthsLabel')}
          className={styles.popover}
        >
          <div className={styles.popoverHeader}>
            <button
              type="button"
              className={styles.navButton}
              aria-label={t('previousYear')}
              // aria-disabled, not disabled: pressing it onto the first year keeps focus on it.
              aria-disabled={noPreviousYear || undefined}
              onClick={() => !noPreviousYear && move(addMonthsToMonth(cursor, -12), false)}
            >
              <ChevronLeftIcon />
            </button>
            <p id={ids.title} className={styles.popoverTitle} aria-live="polite">
              {year}
            </p>
            <button
              type="button"
              className={styles.navButton}
              aria-label={t('nextYear')}
              aria-disabled={noNextYear || undefined}
              onClick={() => !noNextYear && move(addMonthsToMonth(cursor, 12), false)}
            >
              <ChevronRightIcon />
            </button>
          </div>
          {/* Keys are handled on the grid, where focus sits on one month button; no role of its own. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys move focus between the buttons inside */}
          <div ref={months} className={styles.months} onKeyDown={onKeyDown}>
            {Array.from({ length: 12 }, (_, index) => {
              const month = `${year}-${String(index + 1).padStart(2, '0')}`;
              const name = getMonthName(index);
              const shown = capitalize(name);
              return (
                <button
                  key={month}
                  type="button"
                  data-month={month}
                  className={styles.month}
                  aria-pressed={month === value}
                  aria-label={`${shown} de ${year}`}
                  tabIndex={month === cursor ? 0 : -1}
                  disabled={!isInRange(month, min, max)}
                  onClick={() => pick(month)}
                >
                  {shown}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
