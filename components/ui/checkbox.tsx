import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A second line under the label, tied to the box through aria-describedby. */
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a visible label. */
export function Checkbox({ id, label, description, className, ...props }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  // The description sits outside the label so that it describes the box without joining its name.
  return (
    <div className={[styles.checkboxRow, className ?? ''].filter(Boolean).join(' ')}>
      <input
        id={controlId}
        type="checkbox"
        className={styles.checkbox}
        aria-describedby={descriptionId}
        {...props}
      />
      <span className={styles.checkboxText}>
        <label htmlFor={controlId} className={styles.checkboxLabel}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.help}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
