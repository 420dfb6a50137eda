'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { SimplePaginator } from '@/components/ui/simple-paginator';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import type { Brand } from '@/lib/api/contract';
import styles from './food-dialogs.module.css';
import { NewBrandDialog } from './new-brand-dialog';
import { useBrands } from './use-brands';

interface BrandPickerDialogProps {
  open: boolean;
  selected: Brand | null;
  onClose: () => void;
  onSelect: (brand: Brand | null) => void;
}

/** The brand chooser: search by name, 5 per page, and 'Nova marca'. A failed search says so and offers a retry. */
export function BrandPickerDialog({ open, selected, onClose, onSelect }: BrandPickerDialogProps) {
  const t = useTranslations('BrandChooser');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const settledSearch = useDebouncedValue(search);
  const { data, error, isLoading, isValidating, mutate } = useBrands(page, settledSearch, open);

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const pick = (brand: Brand | null) => {
    onSelect(brand);
    onClose();
  };
  // 'Tentar novamente' revalidates; while it runs the picker shows its spinner again.
  const failed = Boolean(error) && !isValidating;

  return (
    <>
      <Dialog open={open && !creating && !failed} onClose={onClose} size="md" title={t('pickerTitle')}>
        <div className={styles.picker}>
          <TextInput
            label={t('searchLabel')}
            type="search"
            placeholder={t('searchPlaceholder')}
            value={search}
            onValueChange={changeSearch}
            autoComplete="off"
          />
          <div className={styles.pickerResults} aria-busy={isLoading || isValidating}>
            {isLoading && !data ? (
              <Spinner size={24} label={t('loading')} />
            ) : data && data.content.length > 0 ? (
              <ul className={styles.brandList} aria-label={t('resultsLabel')}>
                {data.content.map((brand) => (
                  <li key={brand.id}>
                    <button
                      type="button"
                      className={styles.brandOption}
                      aria-pressed={selected?.id === brand.id}
                      onClick={() => pick(brand)}
                    >
                      {brand.name}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.pickerEmpty}>{error ? t('searchErrorShort') : t('empty')}</p>
            )}
          </div>
          {data && data.total_pages > 1 ? (
            <SimplePaginator
              page={page}
              totalPages={data.total_pages}
              onPageChange={setPage}
              label={t('pagination')}
            />
          ) : null}
          <div className={styles.dialogActions}>
            {selected ? (
              <Button variant="ghost" onClick={() => pick(null)}>
                {t('clear')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setCreating(true)}>
              {t('newBrand')}
            </Button>
          </div>
        </div>
      </Dialog>
      <NewBrandDialog
        open={open && creating}
        onClose={() => setCreating(false)}
        onCreated={(brand) => {
          setCreating(false);
          void mutate();
          pick(brand);
        }}
      />
      <ConfirmDialog
        open={open && failed}
        onClose={onClose}
        title={t('searchErrorTitle')}
        description={t('searchErrorText')}
        backLabel={t('back')}
        confirmLabel={t('retry')}
        onConfirm={() => void mutate()}
        tone="primary"
      />
    </>
  );
}
