'use client';

import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { type ButtonLook, getButtonClassName } from './button-class-name';
import styles from './spinner.module.css';
import { SpinnerGraphic } from './spinner-graphic';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonLook, 'className'> {
  /** Shows a spinner and ignores clicks while an action runs, keeping focus on the button. */
  loading?: boolean;
  /**
   * Unavailable but still focusable (aria-disabled): for a button that becomes unavailable under the
   * user's focus by its own press ('Próximo' reaching the last page), where `disabled` would drop focus
   * to the page.
   */
  softDisabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  iconOnly,
  loading = false,
  softDisabled = false,
  className,
  type = 'button',
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  // aria-disabled rather than disabled while loading: a disabled button drops focus to the page.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || softDisabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={getButtonClassName({ variant, size, fullWidth, iconOnly, className })}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || softDisabled || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? (
        <span className={`${styles.spinner} ${styles.inherit}`} aria-hidden="true">
          <SpinnerGraphic size={16} />
        </span>
      ) : null}
      {children}
    </button>
  );
}
