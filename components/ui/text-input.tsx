'use client';

import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describeField, type FieldTextProps, FramedField, hasContent, useFieldIds } from './field';
import styles from './field.module.css';

export interface TextInputProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Receives the value on every change; the easiest way to keep a controlled field in sync. */
  onValueChange?: (value: string) => void;
  /** Shown inside the field after the text, e.g. the password visibility toggle. */
  endAdornment?: ReactNode;
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field with its help and error texts, taking what is typed as it is. A field with the
 * specification's input rules (masks, digits only) is an Input, which adds them to this one; a page whose
 * fields need none (a search, an e-mail) does not load them.
 */
export function TextInput({
  id,
  label,
  hideLabel,
  helpText,
  error,
  onValueChange,
  onChange,
  endAdornment,
  fieldClassName,
  className,
  type = 'text',
  disabled,
  'aria-describedby': ownDescribedBy,
  ...props
}: TextInputProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <FramedField
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      helpText={helpText}
      error={error}
      className={fieldClassName}
      invalid={invalid}
      disabled={disabled}
      adornment={endAdornment}
    >
      <input
        id={ids.controlId}
        type={type}
        className={[styles.input, className ?? ''].filter(Boolean).join(' ')}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describeField(ids, { helpText, error }, ownDescribedBy)}
        onChange={handleChange}
        {...props}
      />
    </FramedField>
  );
}
