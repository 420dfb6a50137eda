'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MessageDialog } from '@/components/ui/message-dialog';
import { TextInput } from '@/components/ui/text-input';
import type { Brand } from '@/lib/api/contract';
import { BRAND_NAME_MAX_LENGTH } from '@/lib/api/contract/values';
import { errorCodeOf } from '@/lib/api/errors';
import styles from './food-dialogs.module.css';
import { useBrandMutations } from './use-brands';

interface NewBrandDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new brand, once the user has read the success message. */
  onCreated: (brand: Brand) => void;
}

/** 'Nova marca': Criar needs a non-empty name (spec 1 §5); success and failure each get their message. */
export function NewBrandDialog({ open, onClose, onCreated }: NewBrandDialogProps) {
  const t = useTranslations('BrandChooser');
  const tErrors = useTranslations('Errors');
  const { create: createBrand } = useBrandMutations();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<Brand | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setName('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || saving) return;
    setSaving(true);
    try {
      const brand = await createBrand(name.trim());
      setCreated(brand);
    } catch (error) {
      // A taken name is worth saying; anything else gets the specification's text.
      setFailure(
        errorCodeOf(error) === 'BRAND_ALREADY_REGISTERED' ? tErrors('brandTaken') : t('createErrorText'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog open={open && created === null} onClose={close} size="sm" title={t('newBrandTitle')}>
        <form className={styles.dialogForm} onSubmit={submit}>
          <TextInput
            label={t('brandName')}
            value={name}
            maxLength={BRAND_NAME_MAX_LENGTH}
            onValueChange={setName}
            autoComplete="off"
          />
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={name.trim() === ''} loading={saving}>
              {t('create')}
            </Button>
          </div>
        </form>
      </Dialog>
      <MessageDialog
        open={created !== null}
        variant="success"
        title={t('createdTitle')}
        message={t('createdText')}
        onClose={() => {
          const brand = created;
          setCreated(null);
          setName('');
          if (brand) onCreated(brand);
        }}
      />
      <MessageDialog
        open={failure !== null}
        variant="error"
        title={t('createErrorTitle')}
        message={failure}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
