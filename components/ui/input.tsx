'use client';

import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { DATE_MASK_LENGTH, TIME_MASK_LENGTH } from '@/lib/rules/date-time-masks';
import { applyInputRules, type InputRules } from '@/lib/rules/input-rules';
import { describeField, Field, type FieldTextProps, hasContent, useFieldIds } from './field';
import styles from './field.module.css';

export interface InputProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The specification's input rules (spec 1 §5), applied on every change. */
  rules?: InputRules;
  /** Receives the value after the rules ran; the easiest way to keep a controlled field in sync. */
  onValueChange?: (value: string) => void;
  /** Shown inside the field after the text, e.g. the password visibility toggle. */
  endAdornment?: ReactNode;
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

const MASK_LENGTHS: Partial<Record<NonNullable<InputRules['type']>, number>> = {
  date: DATE_MASK_LENGTH,
  time: TIME_MASK_LENGTH,
};

function getInputMode(rules: InputRules | undefined): InputHTMLAttributes<HTMLInputElement>['inputMode'] {
  if (rules?.decimalPosition !== undefined) return 'decimal';
  if (rules?.type === 'number' || rules?.type === 'date' || rules?.type === 'time') return 'numeric';
  return undefined;
}

export function Input({
  id,
  label,
  hideLabel,
  helpText,
  error,
  rules,
  onValueChange,
  onChange,
  onBlur,
  endAdornment,
  fieldClassName,
  className,
  type = 'text',
  disabled,
  maxLength,
  inputMode,
  'aria-describedby': ownDescribedBy,
  ...props
}: InputProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);

  // Writing the masked value back into the element serves uncontrolled fields; a controlled parent
  // then reads the already-masked event.target.value.
  const settle = (target: HTMLInputElement, phase: 'change' | 'blur') => {
    if (!rules) return target.value;
    const next = applyInputRules(target.value, rules, phase);
    if (next !== target.value) target.value = next;
    return next;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = settle(event.target, 'change');
    onChange?.(event);
    onValueChange?.(value);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const before = event.target.value;
    const value = settle(event.target, 'blur');
    if (value !== before) onValueChange?.(value);
    onBlur?.(event);
  };

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      helpText={helpText}
      error={error}
      className={fieldClassName}
    >
      <div
        className={styles.control}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <input
          id={ids.controlId}
          type={type}
          className={[styles.input, className ?? ''].filter(Boolean).join(' ')}
          disabled={disabled}
          maxLength={maxLength ?? rules?.maxLength ?? (rules?.type ? MASK_LENGTHS[rules.type] : undefined)}
          inputMode={inputMode ?? getInputMode(rules)}
          aria-invalid={invalid || undefined}
          aria-describedby={describeField(ids, { helpText, error }, ownDescribedBy)}
          onChange={handleChange}
          onBlur={handleBlur}
          {...props}
        />
        {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
      </div>
    </Field>
  );
}
