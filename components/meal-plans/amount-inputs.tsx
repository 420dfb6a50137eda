'use client';

import { useTranslations } from 'next-intl';
import { TextInput } from '@/components/ui/text-input';
import { formatNumber } from '@/lib/format/numbers';
import styles from './meal-plan.module.css';

/**
 * How much of a chosen food: its quantity and the weight (or volume) of one portion, as 'Novo alimento'
 * and 'Substituições' ask them. Errors show once a save was tried.
 */
export function AmountInputs({
  quantity,
  weight,
  onQuantityChange,
  onWeightChange,
  unitSymbol,
  measure,
  errors,
  quantityRequired,
  disabled,
}: {
  quantity: string;
  weight: string;
  onQuantityChange: (value: string) => void;
  onWeightChange: (value: string) => void;
  unitSymbol: string;
  /** A chosen household measure: its weight is the catalogue's, shown rather than typed. */
  measure?: { name: string; weight: number } | null;
  /** Undefined until a save was tried. */
  errors?: { quantity?: string; weight?: string };
  quantityRequired?: boolean;
  /** While an amount is still to be written into them, so nothing she types is overwritten. */
  disabled?: boolean;
}) {
  const t = useTranslations('MealPlan');
  return (
    <div className={styles.amounts}>
      <TextInput
        label={t('newFood.quantity')}
        helpText={t('newFood.quantityHelp')}
        inputMode="decimal"
        value={quantity}
        required={quantityRequired}
        disabled={disabled}
        onValueChange={onQuantityChange}
        error={errors?.quantity}
      />
      {measure ? (
        <p className={styles.hint}>
          {t('measures.weightOf', { weight: formatNumber(measure.weight), unit: unitSymbol })}
        </p>
      ) : (
        <TextInput
          label={t('newFood.baselineWeight', { unit: unitSymbol })}
          inputMode="decimal"
          value={weight}
          disabled={disabled}
          onValueChange={onWeightChange}
          error={errors?.weight}
        />
      )}
    </div>
  );
}
