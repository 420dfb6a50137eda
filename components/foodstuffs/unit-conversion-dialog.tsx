'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import { readDecimal } from '@/lib/format/numbers';
import styles from './food-dialogs.module.css';
import { convertFormToUnits } from './food-form-units';
import { type FoodFormValues, sanitizeDecimalInput } from './food-form-values';

interface UnitConversionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The conversion of the form's values to the unit's weight typed, for the form to apply. */
  onConvert: (convert: (values: FoodFormValues) => FoodFormValues) => void;
}

/** 'Converter para unidade': the weight of one unit turns the food into one counted in units (spec 1 §4). */
export function UnitConversionDialog({ open, onClose, onConvert }: UnitConversionDialogProps) {
  const t = useTranslations('UnitConversion');
  const [weight, setWeight] = useState('');
  const unitWeight = readDecimal(weight);
  const valid = unitWeight !== null && unitWeight > 0;

  const close = () => {
    setWeight('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onConvert((values) => convertFormToUnits(values, unitWeight));
    setWeight('');
  };

  return (
    <Dialog open={open} onClose={close} size="sm" title={t('title')} description={t('description')}>
      <form className={styles.dialogForm} onSubmit={submit}>
        <TextInput
          label={t('unitWeight')}
          helpText={t('unitWeightHelp')}
          inputMode="decimal"
          value={weight}
          onValueChange={(value) => setWeight(sanitizeDecimalInput(value))}
          autoComplete="off"
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!valid}>
            {t('convert')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
