// The frame every form control shares: visible label, help text and error text, and the ids that
// tie them to the control through aria-describedby.
import { type ReactNode, useId } from 'react';
import styles from './field.module.css';

export interface FieldTextProps {
  /** The accessible name of the control, shown above it unless hideLabel. */
  label: ReactNode;
  /** Keeps the label for assistive technology only, when the layout already says what the field is. */
  hideLabel?: boolean;
  helpText?: ReactNode;
  /** When present the control is marked invalid and described by this text. */
  error?: ReactNode;
}

export interface FieldIds {
  controlId: string;
  helpId: string;
  errorId: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, helpId: `${controlId}-help`, errorId: `${controlId}-error` };
}

/** aria-describedby for a control: its own value first, then help, then error. */
export function describeField(
  ids: FieldIds,
  { helpText, error }: Pick<FieldTextProps, 'helpText' | 'error'>,
  own?: string,
): string | undefined {
  const parts = [own, hasContent(helpText) ? ids.helpId : '', hasContent(error) ? ids.errorId : ''];
  const value = parts.filter(Boolean).join(' ');
  return value === '' ? undefined : value;
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

interface FieldProps extends FieldTextProps {
  ids: FieldIds;
  className?: string;
  children: ReactNode;
}

export function Field({ ids, label, hideLabel = false, helpText, error, className, children }: FieldProps) {
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {children}
      {hasContent(helpText) ? (
        <p id={ids.helpId} className={styles.help}>
          {helpText}
        </p>
      ) : null}
      <p id={ids.errorId} className={styles.error} aria-live="polite">
        {hasContent(error) ? error : null}
      </p>
    </div>
  );
}

/**
 * A Field whose control sits in the bordered frame the text controls share (TextInput, Select, Textarea),
 * marked invalid or disabled for its styles, with an optional adornment after the control.
 */
export function FramedField({
  invalid,
  disabled,
  adornment,
  children,
  ...field
}: FieldProps & { invalid: boolean; disabled?: boolean; adornment?: ReactNode }) {
  return (
    <Field {...field}>
      <div
        className={styles.control}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        {children}
        {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
      </div>
    </Field>
  );
}
