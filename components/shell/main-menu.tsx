'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { CloseIcon, MenuIcon } from './shell-icons';
import styles from './top-bar.module.css';

/**
 * The main menu. Text links fold behind a menu button on narrow screens so the bar keeps one row (icon
 * links, the administrator's, always fit); Escape or a press outside closes it and Escape returns focus.
 */
export function MainMenu({
  links,
  label,
  toggleLabel,
}: {
  links: { href: string; label: string; icon?: ReactNode }[];
  label: string;
  toggleLabel: string;
}) {
  // Typed nullable because the public pages live in pages/; in app/ there is always a path.
  const pathname = usePathname() ?? '';
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, button, close);
  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value read.
  useEffect(() => setOpen(false), [pathname]);

  if (links.length === 0) return <span className={styles.spacer} />;
  const collapsible = links.some((link) => !link.icon);
  return (
    <nav
      aria-label={label}
      className={styles.menu}
      ref={container}
      // Tabbing out of the open menu closes it, so it never covers the page behind the focus.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      {collapsible ? (
        <button
          ref={button}
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{toggleLabel}</span>
        </button>
      ) : null}
      <ul
        id={listId}
        className={collapsible ? styles.collapsibleList : undefined}
        data-open={open || undefined}
      >
        {links.map((link) => {
          const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={link.icon ? styles.iconLink : styles.link}
                aria-label={link.icon ? link.label : undefined}
                title={link.icon ? link.label : undefined}
                onClick={close}
              >
                {link.icon ?? link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
