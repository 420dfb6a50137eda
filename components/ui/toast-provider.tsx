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
import { createPortal } from 'react-dom';
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

/**
 * An open modal dialog lends the toasts a live region of its own: the native modal puts itself above
 * everything and makes the page inert, so a message shown in the page would sit under the backdrop and
 * never be announced. Registering answers the way to give the region back.
 */
type RegisterToastOutlet = (outlet: HTMLElement) => () => void;
const ToastOutletContext = createContext<RegisterToastOutlet | null>(null);

/** For Dialog: null outside a ToastProvider, where there is nothing to lend a region to. */
export function useToastOutletRegistry(): RegisterToastOutlet | null {
  return useContext(ToastOutletContext);
}

/** The live region's class, for the outlets dialogs render. */
export const toastViewportClassName = styles.viewport;

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  // The open dialogs' outlets, innermost last: messages go to the topmost.
  const [outlets, setOutlets] = useState<HTMLElement[]>([]);
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
  const registerOutlet = useCallback<RegisterToastOutlet>((outlet) => {
    setOutlets((current) => [...current, outlet]);
    return () => setOutlets((current) => current.filter((each) => each !== outlet));
  }, []);

  const message = toast ? (
    <div
      key={toast.id}
      className={[styles.toast, toast.tone === 'neutral' ? '' : styles[toast.tone]].filter(Boolean).join(' ')}
      data-state={toast.hiding ? 'hiding' : 'visible'}
    >
      {toast.message}
    </div>
  ) : null;
  const outlet = outlets.at(-1);

  return (
    <ToastContext.Provider value={api}>
      <ToastOutletContext.Provider value={registerOutlet}>{children}</ToastOutletContext.Provider>
      {/* The live region stays in the page so each new message is announced when it appears. */}
      <div className={styles.viewport} role="status" aria-live="polite" aria-atomic="true">
        {outlet ? null : message}
      </div>
      {outlet && message ? createPortal(message, outlet) : null}
    </ToastContext.Provider>
  );
}
