'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type RefObject, useCallback, useId, useRef, useState } from 'react';
import { brDateToIso, formatIsoDateToBr, toIsoDate } from '@/lib/format/dates';
import { EARLIEST_DATE } from '@/lib/rules/date-bounds';
import { getLatestTypedDate, MAX_MASK_YEAR, readTypedDate } from '@/lib/rules/date-time-masks';
import { DATE_MASK_LENGTH } from '@/lib/rules/typing-masks';
import styles from './date-field.module.css';
import type { FieldTextProps } from './field';
import { CalendarIcon } from './icons/calendar';
import { Input } from './input';
import { useDismiss } from './use-dismiss';
import { useOnDemand } from './use-on-demand';

/** The calendar's code loads when she first points at, reaches or opens it; typing the date needs none. */
const loadCalendarPopover = () => import('./calendar-popover').then((module) => module.CalendarPopover);

/**
 * Escape closes the open popover here, before a surrounding modal sees it (the Dialog closes on Escape
 * too): one press closes one layer.
 */
export function closeOnEscape(open: boolean, close: () => void, button: RefObject<HTMLButtonElement | null>) {
  return (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
    button.current?.focus();
  };
}

export interface DateFieldProps extends FieldTextProps {
  /** The chosen date as the wire writes it ('YYYY-MM-DD'), or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DD' once the typed text is a complete real date inside [min, max], or a day is picked. */
  onChange: (value: string) => void;
  /** Earliest and latest dates accepted ('YYYY-MM-DD'); the calendar disables the others. */
  min?: string;
  max?: string;
  /** Days of [min, max] the calendar offers but does not let pick (e.g. without free hours). */
  isAvailable?: (date: string) => boolean;
  /**
   * Years after the current one accepted (spec 1 §5); a later date typed stays as typed and is refused
   * with the last day allowed. By default, with no max, every year the fields know: a plan ending next
   * year must stay typeable.
   */
  allowedFutureYears?: number;
  id?: string;
  disabled?: boolean;
  /** 'Today' of the product's time zone ('YYYY-MM-DD'), where the calendar opens without a value. */
  today?: string;
  /**
   * Makes the typed text controlled: the field shows `text` and reports every change of it (a picked day
   * as dd/mm/yyyy too), for forms that keep what was typed (the agenda's SlotPicker).
   */
  text?: string;
  onTextChange?: (text: string) => void;
  /** On the outer element, e.g. to size the field in a row. */
  className?: string;
}

/**
 * A date typed dd/mm/yyyy (the specification's mask, whatever the browser's language) with a calendar
 * button beside it: the popover picks a day by mouse or keyboard (see CalendarPopover), Escape closes it
 * and gives focus back to the button. A complete date outside [min, max] (or past the years allowed) or
 * not in the calendar stays as typed, is told under the field and never reported.
 */
export function DateField({
  label,
  hideLabel,
  helpText,
  error,
  value,
  onChange,
  min,
  max,
  isAvailable,
  allowedFutureYears,
  id,
  disabled,
  today: givenToday,
  text: controlledText,
  onTextChange,
  className,
}: DateFieldProps) {
  const t = useTranslations('Ui.DateField');
  const [ownText, setOwnText] = useState(() => formatIsoDateToBr(value));
  const text = controlledText ?? ownText;
  const setText = (next: string) => {
    if (controlledText === undefined) setOwnText(next);
    onTextChange?.(next);
  };
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);
  const calendar = useOnDemand(loadCalendarPopover);
  const CalendarPopover = calendar.loaded;
  const [calendarFailed, setCalendarFailed] = useState(false);
  const popoverId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, button, close);

  // A value set from outside (a stepper, a reset) replaces the text; the user's own typing is kept.
  if (value !== shownValue) {
    setShownValue(value);
    if (controlledText === undefined && brDateToIso(ownText) !== value) setOwnText(formatIsoDateToBr(value));
  }

  const today = givenToday ?? toIsoDate(new Date());
  const futureYears = allowedFutureYears ?? MAX_MASK_YEAR - Number(today.slice(0, 4));
  const latest = getLatestTypedDate({ today, allowedFutureYears: futureYears, max });
  const earliest = min && min > EARLIEST_DATE ? min : EARLIEST_DATE;
  const typed = readTypedDate(text, { min: earliest, max: latest });
  const typedIso = text.length === DATE_MASK_LENGTH ? brDateToIso(text) : null;
  const ownError =
    typed.status === 'invalid'
      ? t('invalid')
      : typed.status === 'afterMax'
        ? t('afterMax', { date: formatIsoDateToBr(typed.max) })
        : typed.status === 'beforeMin'
          ? t('beforeMin', { date: formatIsoDateToBr(typed.min) })
          : undefined;

  const type = (next: string) => {
    setText(next);
    const read = readTypedDate(next, { min: earliest, max: latest });
    if (read.status === 'accepted' && read.date !== value) onChange(read.date);
  };

  const pick = (date: string) => {
    setText(formatIsoDateToBr(date));
    setOpen(false);
    button.current?.focus();
    if (date !== value) onChange(date);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only catches Escape bubbling from the popover
    <div
      className={[styles.dateField, className ?? ''].filter(Boolean).join(' ')}
      ref={container}
      onKeyDown={closeOnEscape(open, close, button)}
    >
      <Input
        id={id}
        label={label}
        hideLabel={hideLabel}
        helpText={helpText}
        error={error ?? ownError}
        value={text}
        placeholder={t('placeholder')}
        rules={{ type: 'date' }}
        onValueChange={type}
        autoComplete="off"
        disabled={disabled}
        endAdornment={
          <button
            ref={button}
            type="button"
            className={styles.calendarButton}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popoverId : undefined}
            aria-label={t('openCalendar')}
            disabled={disabled}
            onPointerEnter={calendar.prepare}
            onFocus={calendar.prepare}
            onClick={() => {
              setCalendarFailed(false);
              calendar.load().catch(() => setCalendarFailed(true));
              setOpen((current) => !current);
            }}
          >
            <CalendarIcon />
          </button>
        }
      />
      {open && calendarFailed ? (
        <p role="alert" className={styles.calendarFailed}>
          {t('calendarLoadFailed')}
        </p>
      ) : null}
      {open && CalendarPopover ? (
        <CalendarPopover
          id={popoverId}
          label={t('calendarLabel')}
          value={typedIso ?? (value || null)}
          today={today}
          min={earliest}
          max={latest}
          isAvailable={isAvailable}
          onPick={pick}
        />
      ) : null}
    </div>
  );
}
