'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import type { Brand } from '@/lib/api/contract';
import styles from './food-form.module.css';

/** The brands' list and search load when she first opens the picker. */
const loadBrandPickerDialog = () =>
  import('./brand-picker-dialog').then((module) => module.BrandPickerDialog);

/** The form's 'Marca' field: the chosen brand (or none, it is optional) and a button to choose another. */
export function BrandChooser({
  value,
  onChange,
}: {
  value: Brand | null;
  onChange: (brand: Brand | null) => void;
}) {
  const t = useTranslations('BrandChooser');
  const [open, setOpen] = useState(false);
  return (
    <>
      <fieldset className={styles.chooser}>
        <legend className={styles.chooserLabel}>{t('label')}</legend>
        <div className={styles.chooserRow}>
          <span className={value ? styles.chooserValue : styles.chooserPlaceholder}>
            {value?.name ?? t('none')}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            {value ? t('change') : t('choose')}
          </Button>
        </div>
      </fieldset>
      <DialogOnDemand
        load={loadBrandPickerDialog}
        open={open}
        props={{ open, selected: value, onClose: () => setOpen(false), onSelect: onChange }}
      />
    </>
  );
}
