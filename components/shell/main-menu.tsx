'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import styles from './top-bar.module.css';

export function MainMenu({
  links,
  label,
}: {
  links: { href: string; label: string; icon?: ReactNode }[];
  label: string;
}) {
  // Typed nullable because the public pages live in pages/; in app/ there is always a path.
  const pathname = usePathname() ?? '';
  if (links.length === 0) return <span className={styles.spacer} />;
  return (
    <nav aria-label={label} className={styles.menu}>
      <ul>
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
