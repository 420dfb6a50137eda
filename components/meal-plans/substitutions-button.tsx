'use client';

import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useContext } from 'react';
import { Button } from '@/components/ui/button';
import styles from './meal-plan.module.css';

/** The food whose 'Substituições' a button opens: its saved row (the plan's view) or its draft row (the editor). */
export interface SubstitutedFood {
  id: number | null;
  key: string;
  name: string;
}

const OpenSubstitutions = createContext<((food: SubstitutedFood) => void) | null>(null);

/** What the 'Substituições' buttons under it open: the plan's dialog, or the editor's on the draft. */
export function SubstitutionsOpener({
  open,
  children,
}: {
  open: (food: SubstitutedFood) => void;
  children: ReactNode;
}) {
  return <OpenSubstitutions.Provider value={open}>{children}</OpenSubstitutions.Provider>;
}

/**
 * A food's 'Substituições'. Its own client part, so the plan's periods can be rendered by the server: the
 * button finds what it opens in the SubstitutionsOpener around it.
 */
export function SubstitutionsButton({ food }: { food: SubstitutedFood }) {
  const t = useTranslations('MealPlan');
  const open = useContext(OpenSubstitutions);
  if (!open) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={styles.noPrint}
      aria-label={t('substitutions.openFor', { food: food.name })}
      onClick={() => open(food)}
    >
      {t('substitutions.open')}
    </Button>
  );
}
