import { type ReactNode, useId } from 'react';

interface MobileMenuProps {
  label: string;
  children: ReactNode;
}

/**
 * The header menu: always shown on wide screens, a disclosure behind a burger button on narrow ones. The
 * button is wired by the page's enhancement script (enhance/mobile-menu.ts); the stylesheet swaps its icon.
 */
export function MobileMenu({ label, children }: MobileMenuProps) {
  const panelId = useId();

  return (
    <>
      <button
        type="button"
        className="lp-menu-toggle"
        aria-expanded="false"
        aria-controls={panelId}
        data-menu-toggle=""
      >
        <svg className="lp-menu-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path className="lp-menu-icon-open" d="M4 7h16M4 12h16M4 17h16" />
          <path className="lp-menu-icon-close" d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      <div id={panelId} className="lp-menu-panel">
        {children}
      </div>
    </>
  );
}
