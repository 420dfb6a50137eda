import type { InputHTMLAttributes } from 'react';
import styles from './booking.module.css';

/** A labelled field of the script-free forms, its error read with it. */
export function FormField({
  name,
  label,
  error,
  multiline = false,
  ...input
}: {
  name: string;
  label: string;
  error?: string;
  multiline?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  const described = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          rows={3}
          maxLength={input.maxLength}
          defaultValue={input.defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      ) : (
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
      )}
      {error ? (
        <p id={described} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
