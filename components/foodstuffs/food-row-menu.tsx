'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import styles from './food-list.module.css';

interface FoodRowMenuProps {
  foodName: string;
  editHref: string;
  duplicateHref: string;
  onDelete: () => void;
}

function MoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

/** Editar, Duplicar and Deletar for one food. The list opens in place; Escape or a click outside closes it. */
export function FoodRowMenu({ foodName, editHref, duplicateHref, onDelete }: FoodRowMenuProps) {
  const t = useTranslations('FoodList');
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<{ style: CSSProperties; upward: boolean }>();
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);

  useDismiss(open, container, button, closeMenu);

  // Fixed to the window, so the sideways-scrolling frame of the table on a phone never cuts the list off;
  // near the bottom of the window it opens upward.
  const place = useCallback(() => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect) return;
    const { clientWidth, clientHeight } = document.documentElement;
    const upward = clientHeight - rect.bottom < 160;
    setPlacement({
      upward,
      style: {
        position: 'fixed',
        right: clientWidth - rect.right,
        top: upward ? 'auto' : rect.bottom + 4,
        bottom: upward ? clientHeight - rect.top + 4 : 'auto',
      },
    });
  }, []);

  // While open, the list follows its button when the page or the table frame scrolls or the window resizes
  // (closing instead would also close it on the scroll that brought the button into view).
  useEffect(() => {
    if (!open) return;
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, place]);

  const toggle = () => {
    place();
    setOpen((value) => !value);
  };

  return (
    <div className={styles.rowMenu} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.rowMenuButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('rowActions', { name: foodName })}
        onClick={toggle}
      >
        <MoreIcon />
      </button>
      <ul
        id={menuId}
        className={styles.rowMenuList}
        data-upward={placement?.upward || undefined}
        style={placement?.style}
        hidden={!open}
      >
        <li>
          <Link href={editHref}>{t('edit')}</Link>
        </li>
        <li>
          <Link href={duplicateHref}>{t('duplicate')}</Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              // This item is hidden with the list: focus goes to the row's button first, so the
              // confirmation gives it back there when it closes instead of losing it on the page.
              button.current?.focus();
              setOpen(false);
              onDelete();
            }}
          >
            {t('delete')}
          </button>
        </li>
      </ul>
    </div>
  );
}
