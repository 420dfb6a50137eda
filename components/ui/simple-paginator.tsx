'use client';

import { useTranslations } from 'next-intl';
import { clampPage } from '@/lib/rules/pagination';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons/chevrons';
import styles from './paginator.module.css';

export interface SimplePaginatorProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark; defaults to 'Paginação'. */
  label?: string;
  className?: string;
}

/** 'Página X de Y' between 'Anterior' and 'Próximo', each disabled at its end (spec 1 §4). */
export function SimplePaginator({ page, totalPages, onPageChange, label, className }: SimplePaginatorProps) {
  const t = useTranslations('Ui.SimplePaginator');
  const total = Math.max(1, totalPages);
  const current = clampPage(page, total);
  return (
    <nav
      aria-label={label ?? t('label')}
      className={[styles.simple, className ?? ''].filter(Boolean).join(' ')}
    >
      {/* softDisabled: pressing 'Anterior' onto the first page keeps focus on it, not on the page's body. */}
      <Button variant="ghost" size="sm" softDisabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        <ChevronLeftIcon size={18} />
        {t('previous')}
      </Button>
      <p className={styles.status} aria-current="page">
        {t('status', { page: current, total })}
      </p>
      <Button
        variant="ghost"
        size="sm"
        softDisabled={current >= total}
        onClick={() => onPageChange(current + 1)}
      >
        {t('next')}
        <ChevronRightIcon size={18} />
      </Button>
    </nav>
  );
}
