import type { Ref, TextareaHTMLAttributes } from 'react';
import { describeField, type FieldTextProps, FramedField, hasContent, useFieldIds } from './field';
import styles from './field.module.css';

export interface TextareaProps extends FieldTextProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  fieldClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({
  id,
  label,
  hideLabel,
  helpText,
  error,
  fieldClassName,
  className,
  rows = 4,
  'aria-describedby': ownDescribedBy,
  ...props
}: TextareaProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
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
      <textarea
        id={ids.controlId}
        rows={rows}
        className={[styles.input, styles.textarea, className ?? ''].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        aria-describedby={describeField(ids, { helpText, error }, ownDescribedBy)}
        {...props}
      />
    </FramedField>
  );
}
