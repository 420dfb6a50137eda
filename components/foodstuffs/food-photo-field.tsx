'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import styles from './food-form.module.css';
import { FoodThumbnail } from './food-thumbnail';

/** The image gallery and upload load when she first opens the selector. */
const loadImageSelectorDialog = () =>
  import('./image-selector-dialog').then((module) => module.ImageSelectorDialog);

type Photo = { id: number; url: string } | null;

/** The form's image: a preview, 'Escolher imagem' (the selector modal) and 'Remover imagem'. */
export function FoodPhotoField({ value, onChange }: { value: Photo; onChange: (photo: Photo) => void }) {
  const t = useTranslations('FoodForm');
  const [open, setOpen] = useState(false);
  return (
    <>
      <fieldset className={styles.photoField}>
        <legend className={styles.chooserLabel}>{t('photo')}</legend>
        <FoodThumbnail url={value?.url ?? null} size={128} />
        <span className="visually-hidden">{value ? t('photoChosen') : t('photoNone')}</span>
        <div className={styles.photoActions}>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            {value ? t('changePhoto') : t('choosePhoto')}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              {t('removePhoto')}
            </Button>
          ) : null}
        </div>
      </fieldset>
      <DialogOnDemand
        load={loadImageSelectorDialog}
        open={open}
        props={{
          open,
          selectedId: value?.id ?? null,
          onClose: () => setOpen(false),
          onSelect: (photo) => onChange({ id: photo.id, url: photo.url }),
        }}
      />
    </>
  );
}
