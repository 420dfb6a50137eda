'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styles from './toast.module.css';

/** A bottom message lasts 5 seconds unless told otherwise and fades during its last second (spec 1 §9). */
export const DEFAULT_TOAST_DURATION_MS = 5000;
/** The specification's messages (spec 1 §4, spec 2 §9) stay 4 seconds. */
export const MESSAGE_TOAST_MS = 4000;
export const TOAST_HIDE_LEAD_MS = 1000;

export type ToastTone = 'neutral' | 'success' | 'error';

export interface ToastOptions {
  /** Total time on screen in milliseconds, e.g. 4000 for the avatar message. */
  duration?: number;
  tone?: ToastTone;
}

interface ToastState {
  id: number;
  message: ReactNode;
  tone: ToastTone;
  hiding: boolean;
}

export interface ToastApi {
  /** Shows a message at the bottom of the screen, replacing the one already there. */
  showToast: (message: ReactNode, options?: ToastOptions) => void;
  dismissToast: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const timers = useRef<number[]>([]);
  const nextId = useRef(0);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);

  const dismissToast = useCallback(() => {
    clearTimers();
    setToast(null);
  }, [clearTimers]);

  const showToast = useCallback(
    (message: ReactNode, { duration = DEFAULT_TOAST_DURATION_MS, tone = 'neutral' }: ToastOptions = {}) => {
      clearTimers();
      nextId.current += 1;
      const id = nextId.current;
      setToast({ id, message, tone, hiding: false });
      const hideAt = Math.max(0, duration - TOAST_HIDE_LEAD_MS);
      timers.current = [
        window.setTimeout(
          () => setToast((current) => (current?.id === id ? { ...current, hiding: true } : current)),
          hideAt,
        ),
        window.setTimeout(() => setToast((current) => (current?.id === id ? null : current)), duration),
      ];
    },
    [clearTimers],
  );

  useEffect(() => clearTimers, [clearTimers]);

  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region stays in the page so each new message is announced when it appears. */}
      <div className={styles.viewport} role="status" aria-live="polite" aria-atomic="true">
        {toast ? (
          <div
            key={toast.id}
            className={[styles.toast, toast.tone === 'neutral' ? '' : styles[toast.tone]]
              .filter(Boolean)
              .join(' ')}
            data-state={toast.hiding ? 'hiding' : 'visible'}
          >
            {toast.message}
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
