import { useTranslations } from 'next-intl';
import type { Ref, SelectHTMLAttributes } from 'react';
import { describeField, type FieldTextProps, FramedField, hasContent, useFieldIds } from './field';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldTextProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** First, unselectable option shown while nothing is chosen; true uses 'Selecione'. */
  placeholder?: string | boolean;
  fieldClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the platform's own keyboard and screen-reader behaviour, styled to match. */
export function Select({
  id,
  label,
  hideLabel,
  helpText,
  error,
  options,
  placeholder,
  fieldClassName,
  className,
  'aria-describedby': ownDescribedBy,
  ...props
}: SelectProps) {
  const t = useTranslations('Ui.Select');
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  const placeholderText = placeholder === true ? t('placeholder') : placeholder || undefined;
  return (
    <FramedField
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      helpText={helpText}
      error={error}
      className={fieldClassName}
      invalid={invalid}
      disabled={props.disabled}
    >
      <select
        id={ids.controlId}
        className={[styles.input, styles.select, className ?? ''].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        aria-describedby={describeField(ids, { helpText, error }, ownDescribedBy)}
        {...props}
      >
        {placeholderText ? (
          <option value="" disabled>
            {placeholderText}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FramedField>
  );
}
