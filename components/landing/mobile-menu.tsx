'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** Spec 1 §9: below this width the header menu folds behind a burger button. */
const WIDE_QUERY = '(min-width: 768px)';

interface MobileMenuProps {
  label: string;
  children: ReactNode;
}

/** The header menu: always shown on wide screens, a disclosure behind a burger button on narrow ones. */
export function MobileMenu({ label, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Following a link from the open menu (an anchor or another page) closes it.
    const closeOnLink = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
    };
    panel.addEventListener('click', closeOnLink);
    return () => panel.removeEventListener('click', closeOnLink);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    const wide = window.matchMedia(WIDE_QUERY);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    wide.addEventListener('change', closeWhenWide);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      wide.removeEventListener('change', closeWhenWide);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="lp-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg className="lp-menu-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      <div ref={panelRef} id={panelId} className="lp-menu-panel" data-open={open ? '' : undefined}>
        {children}
      </div>
    </>
  );
}
