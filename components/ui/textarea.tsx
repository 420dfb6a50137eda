import type { Ref, TextareaHTMLAttributes } from 'react';
import { describeField, Field, type FieldTextProps, hasContent, useFieldIds } from './field';
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
        data-disabled={props.disabled || undefined}
      >
        <textarea
          id={ids.controlId}
          rows={rows}
          className={[styles.input, styles.textarea, className ?? ''].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          aria-describedby={describeField(ids, { helpText, error }, ownDescribedBy)}
          {...props}
        />
      </div>
    </Field>
  );
}
