import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

interface LoadStateProps {
  /** The load failed and there is nothing to show instead. */
  failed: boolean;
  /** Nothing to show yet. */
  loading: boolean;
  errorText: string;
  retryLabel: string;
  /** What the spinner says to assistive technology; the spinner's own 'Carregando...' when absent. */
  loadingLabel?: string;
  onRetry: () => void;
  /** The frame of both states; `loadingClassName` overrides it for the spinner. */
  className?: string;
  loadingClassName?: string;
  spinnerSize?: number;
  retrySize?: ButtonProps['size'];
  /** What shows once there is data. */
  children: ReactNode;
}

/** A list read in the browser: its error with a retry, its spinner, or its content — never a blank box. */
export function LoadState({
  failed,
  loading,
  errorText,
  retryLabel,
  loadingLabel,
  onRetry,
  className,
  loadingClassName = className,
  spinnerSize = 28,
  retrySize = 'sm',
  children,
}: LoadStateProps) {
  if (failed) {
    return (
      <div className={className} role="alert">
        <p>{errorText}</p>
        <Button variant="secondary" size={retrySize} onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className={loadingClassName}>
        <Spinner size={spinnerSize} label={loadingLabel} />
      </div>
    );
  }
  return children;
}
