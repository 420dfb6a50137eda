'use client';

import { useTranslations } from 'next-intl';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styles from './dialog.module.css';
import { getFocusableElements, trapTabKey } from './focus';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons/close';
import { toastViewportClassName, useToastOutletRegistry } from './toast-provider';

/** How long the content stays after closing, for the 300 ms fade (spec 1 §9). */
const EXIT_DURATION_MS = 300;

export interface DialogProps {
  open: boolean;
  /** Called by Escape, the close button and a click on the backdrop; the parent sets open to false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, in reading order. */
  actions?: ReactNode;
  /** 'alertdialog' for messages that interrupt, such as errors and confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Shown before the title. */
  icon?: ReactNode;
  hideCloseButton?: boolean;
  closeOnBackdropClick?: boolean;
  /** Receives focus on open; otherwise the first control after the header, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

function motionAllowed(): boolean {
  return (
    typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function openModal(dialog: HTMLDialogElement) {
  if (dialog.hasAttribute('open')) return;
  // Older engines (and jsdom) lack showModal: the open attribute plus aria-modal and our own focus
  // trap still give a usable modal.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeModal(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** A modal on the native <dialog>: top layer, inert page behind it, focus kept inside and given back. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  role = 'dialog',
  size = 'md',
  icon,
  hideCloseButton = false,
  closeOnBackdropClick = true,
  initialFocusRef,
  className,
}: DialogProps) {
  const t = useTranslations('Ui.Dialog');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const pressedOnBackdrop = useRef(false);
  const toastOutletRef = useRef<HTMLDivElement>(null);
  const registerToastOutlet = useToastOutletRegistry();
  const titleId = useId();
  const descriptionId = useId();
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  // The latest onClose, for the browser's own close below, without opening the modal again on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModal(dialog);
    // The browser may close the modal by itself: Chrome does on Escape, without the cancel event, when the page
    // had no user activation since the modal opened (its close watchers). The parent owns `open`, so it is told;
    // without this the modal was gone while the page still held it open, and its close action never ran.
    const closedByTheBrowser = () => onCloseRef.current();
    dialog.addEventListener('close', closedByTheBrowser);
    const firstControl = getFocusableElements(dialog).find((element) => element !== closeButtonRef.current);
    (initialFocusRef?.current ?? firstControl ?? closeButtonRef.current ?? dialog).focus();
    // The native modal makes the page inert but still lets it scroll under the backdrop.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      // Before closing it ourselves, which fires the same event.
      dialog.removeEventListener('close', closedByTheBrowser);
      root.style.overflow = previousOverflow;
      closeModal(dialog);
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [open, initialFocusRef]);

  // Before paint: a message shown as the dialog closes goes straight back to the page's region.
  useLayoutEffect(() => {
    const outlet = toastOutletRef.current;
    if (!open || !outlet || !registerToastOutlet) return;
    return registerToastOutlet(outlet);
  }, [open, registerToastOutlet]);

  useEffect(() => {
    if (open || !mounted) return;
    if (!motionAllowed()) {
      setMounted(false);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), EXIT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here, not by the native cancel, so the parent stays the owner of `open`.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialogRef.current) trapTabKey(event, dialogRef.current);
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // A click lands on the <dialog> element itself only on the backdrop: the panel covers its box.
  // Requiring the press to start there too keeps a text selection dragged outside from closing it.
  const handleMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdropClick && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[size], className ?? ''].filter(Boolean).join(' ')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      {mounted ? (
        <div className={styles.panel}>
          <div className={styles.header}>
            {icon ? <span className={styles.icon}>{icon}</span> : null}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {hideCloseButton ? null : (
              <IconButton
                ref={closeButtonRef}
                className={styles.close}
                size="sm"
                label={t('close')}
                icon={<CloseIcon />}
                onClick={onClose}
              />
            )}
          </div>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {/* The page's messages while this modal is open (see ToastProvider), in a region of its own. */}
      {registerToastOutlet ? (
        <div
          ref={toastOutletRef}
          className={toastViewportClassName}
          role="status"
          aria-live="polite"
          aria-atomic="true"
        />
      ) : null}
    </dialog>
  );
}
