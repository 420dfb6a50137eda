'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatYearMonth, SHORT_WEEKDAY_NAMES, WEEKDAY_NAMES } from '@/lib/format/dates';
import {
  addDaysToDate,
  addMonthsToDate,
  clampToRange,
  getMonthGrid,
  getWeekdayOf,
  isInRange,
} from '@/lib/rules/calendar';
import styles from './date-field.module.css';
import { ChevronLeftIcon, ChevronRightIcon } from './icons/chevrons';
import { useKeepInView } from './use-keep-in-view';

/** A day's name as its button says it: '5 de novembro de 2026' (the visible '5' starts it, WCAG 2.5.3). */
function dayName(date: string): string {
  return `${Number(date.slice(8, 10))} de ${formatYearMonth(date)}`;
}

const KEY_MOVES: Record<string, (date: string) => string> = {
  ArrowLeft: (date) => addDaysToDate(date, -1),
  ArrowRight: (date) => addDaysToDate(date, 1),
  ArrowUp: (date) => addDaysToDate(date, -7),
  ArrowDown: (date) => addDaysToDate(date, 7),
  Home: (date) => addDaysToDate(date, -getWeekdayOf(date)),
  End: (date) => addDaysToDate(date, 6 - getWeekdayOf(date)),
  PageUp: (date) => addMonthsToDate(date, -1),
  PageDown: (date) => addMonthsToDate(date, 1),
};

/**
 * A month of days as a grid of buttons (the WAI-ARIA date picker dialog): the arrows move a day or a week,
 * Home and End to the week's ends, Page Up and Page Down a month; Enter or a click chooses. Escape is the
 * owner's (it closes the popover and returns focus to its button).
 */
export function CalendarPopover({
  id,
  label,
  value,
  today,
  min,
  max,
  isAvailable,
  onPick,
}: {
  id: string;
  label: string;
  /** The chosen date ('YYYY-MM-DD'), or null: the cursor then starts on today. */
  value: string | null;
  today: string;
  min?: string;
  max?: string;
  /** Days inside [min, max] that cannot be picked (no free hours): still reachable by the keyboard. */
  isAvailable?: (date: string) => boolean;
  onPick: (date: string) => void;
}) {
  const t = useTranslations('Ui.DateField');
  const [cursor, setCursor] = useState(() => clampToRange(value ?? today, min, max));
  const grid = useRef<HTMLTableElement>(null);
  const focusCursor = useRef(true);
  const popover = useRef<HTMLDivElement>(null);
  useKeepInView(true, popover);

  useEffect(() => {
    if (!focusCursor.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${cursor}"]`)?.focus();
  }, [cursor]);

  const move = (next: string, focus = true) => {
    focusCursor.current = focus;
    setCursor(clampToRange(next, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = KEY_MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    move(step(cursor));
  };

  const yearMonth = cursor.slice(0, 7);
  const previousMonth = addMonthsToDate(cursor, -1);
  const nextMonth = addMonthsToDate(cursor, 1);
  const noPreviousMonth = Boolean(min) && previousMonth.slice(0, 7) < (min ?? '').slice(0, 7);
  const noNextMonth = Boolean(max) && nextMonth.slice(0, 7) > (max ?? '').slice(0, 7);
  const titleId = `${id}-title`;
  return (
    <div ref={popover} id={id} role="dialog" aria-modal="false" aria-label={label} className={styles.popover}>
      <div className={styles.popoverHeader}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('previousMonth')}
          // aria-disabled, not disabled: pressing it onto the first month keeps focus on it.
          aria-disabled={noPreviousMonth || undefined}
          onClick={() => !noPreviousMonth && move(previousMonth, false)}
        >
          <ChevronLeftIcon />
        </button>
        <p id={titleId} className={styles.popoverTitle} aria-live="polite">
          {formatYearMonth(cursor)}
        </p>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('nextMonth')}
          aria-disabled={noNextMonth || undefined}
          onClick={() => !noNextMonth && move(nextMonth, false)}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <table ref={grid} className={styles.days} aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {SHORT_WEEKDAY_NAMES.map((name, index) => (
              <th key={name} scope="col" abbr={WEEKDAY_NAMES[index]}>
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {getMonthGrid(yearMonth).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const enabled = isInRange(date, min, max);
                // aria-disabled rather than disabled: the roving focus may rest on such a day.
                const unavailable = enabled && isAvailable !== undefined && !isAvailable(date);
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={styles.day}
                      data-outside={date.slice(0, 7) !== yearMonth || undefined}
                      data-today={date === today || undefined}
                      aria-pressed={date === value}
                      aria-current={date === today ? 'date' : undefined}
                      aria-label={dayName(date)}
                      tabIndex={date === cursor ? 0 : -1}
                      disabled={!enabled}
                      aria-disabled={unavailable || undefined}
                      onClick={() => {
                        if (!unavailable) onPick(date);
                      }}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
