'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import { clampPage, getPageBlock, PAGE_BLOCK_SIZE } from '@/lib/rules/pagination';
import { ChevronsLeftIcon, ChevronsRightIcon } from './icons/chevrons';
import styles from './paginator.module.css';

export interface PaginatorProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  /** Page numbers shown per block: 10 by default, 5 for the dashboard's user list (spec 1 §9). */
  maxLinks?: number;
  onPageChange?: (page: number) => void;
  /** When given, pages are links (kept in the URL, e.g. ?currentPage=3) instead of buttons. */
  getPageHref?: (page: number) => string;
  /** Accessible name of the navigation landmark; defaults to 'Paginação'. */
  label?: string;
  className?: string;
}

interface PageControlProps {
  page: number;
  label: string;
  current?: boolean;
  children: ReactNode;
  onPageChange?: (page: number) => void;
  getPageHref?: (page: number) => string;
  /** Told of the press, before the page changes. */
  onPress?: () => void;
}

function PageControl({
  page,
  label,
  current = false,
  children,
  onPageChange,
  getPageHref,
  onPress,
}: PageControlProps) {
  const common = {
    className: styles.item,
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
  };
  if (getPageHref) {
    return (
      <Link href={getPageHref(page)} {...common} onClick={onPress}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      {...common}
      onClick={() => {
        if (current) return;
        onPress?.();
        onPageChange?.(page);
      }}
    >
      {children}
    </button>
  );
}

/** Numeric pagination in blocks of page numbers, with a jump to the previous and the next block. */
export function Paginator({
  page,
  totalPages,
  maxLinks = PAGE_BLOCK_SIZE,
  onPageChange,
  getPageHref,
  label,
  className,
}: PaginatorProps) {
  const t = useTranslations('Ui.Paginator');
  const current = clampPage(page, totalPages);
  const block = getPageBlock(current, totalPages, maxLinks);
  const nav = useRef<HTMLElement>(null);
  // A jump to the first or last block takes its own control away: focus goes to the page it reached.
  const jumped = useRef<'previous' | 'next' | null>(null);
  const { previousBlockPage, nextBlockPage } = block;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reaching another page is what ends a jump.
  useEffect(() => {
    const jump = jumped.current;
    if (!jump) return;
    jumped.current = null;
    const gone = jump === 'previous' ? previousBlockPage === null : nextBlockPage === null;
    if (gone) nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current, previousBlockPage, nextBlockPage]);
  if (block.pages.length === 0) return null;
  const target = { onPageChange, getPageHref };
  return (
    <nav
      ref={nav}
      aria-label={label ?? t('label')}
      className={[styles.nav, className ?? ''].filter(Boolean).join(' ')}
    >
      <ul className={styles.list}>
        {block.previousBlockPage !== null ? (
          <li>
            <PageControl
              page={block.previousBlockPage}
              label={t('previousBlock')}
              onPress={() => {
                jumped.current = 'previous';
              }}
              {...target}
            >
              <ChevronsLeftIcon size={18} />
            </PageControl>
          </li>
        ) : null}
        {block.pages.map((number) => (
          <li key={number}>
            <PageControl
              page={number}
              label={t('page', { page: number })}
              current={number === current}
              {...target}
            >
              {number}
            </PageControl>
          </li>
        ))}
        {block.nextBlockPage !== null ? (
          <li>
            <PageControl
              page={block.nextBlockPage}
              label={t('nextBlock')}
              onPress={() => {
                jumped.current = 'next';
              }}
              {...target}
            >
              <ChevronsRightIcon size={18} />
            </PageControl>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
