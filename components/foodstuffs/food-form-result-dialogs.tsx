'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckCircleIcon } from '@/components/ui/icons/status';
import { MessageDialog } from '@/components/ui/message-dialog';
import type { ErrorCode } from '@/lib/api/contract';
import { errorMessageKey, GENERIC_ERROR_KEY } from '@/lib/api/error-messages';
import styles from './food-dialogs.module.css';

export type FoodFormResult =
  | { kind: 'saved'; id: number }
  | { kind: 'failed'; code: ErrorCode | undefined }
  | { kind: 'missing' };

interface FoodFormResultDialogsProps {
  /** Whether there is an outcome to show (the dialogs load when there first is: food-form.tsx). */
  open: boolean;
  mode: 'create' | 'edit';
  result: FoodFormResult | null;
  listHref: string;
  onClose: () => void;
  onCreateAnother: () => void;
}

/** What follows a save: the specification's success modals, a clear failure, or the missing-food modal. */
export function FoodFormResultDialogs({
  mode,
  result,
  listHref,
  onClose,
  onCreateAnother,
}: FoodFormResultDialogsProps) {
  const t = useTranslations('FoodForm');
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const saved = result?.kind === 'saved' ? result : null;
  const failedCode = result?.kind === 'failed' ? result.code : undefined;
  const failureKey = errorMessageKey(failedCode);

  return (
    <>
      {mode === 'create' ? (
        <Dialog
          open={saved !== null}
          // Closing the creation modal goes to the list (spec 1 §2).
          onClose={() => router.push('/foodstuffs')}
          size="sm"
          icon={<CheckCircleIcon size={28} className={styles.successIcon} />}
          title={t('createdTitle')}
          description={t('createdText')}
          actions={
            <>
              <Button variant="secondary" onClick={onCreateAnother}>
                {t('createAnother')}
              </Button>
              <Button onClick={() => saved && router.push(`/foodstuffs/${saved.id}/editing`)}>
                {t('showFood')}
              </Button>
            </>
          }
        />
      ) : (
        <Dialog
          open={saved !== null}
          onClose={onClose}
          size="sm"
          icon={<CheckCircleIcon size={28} className={styles.successIcon} />}
          title={t('updatedTitle')}
          description={t('updatedText')}
          actions={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('keepEditing')}
              </Button>
              <Button onClick={() => router.push(listHref)}>{t('showFood')}</Button>
            </>
          }
        />
      )}
      <MessageDialog
        open={result?.kind === 'failed'}
        variant="error"
        title={mode === 'create' ? t('createErrorTitle') : t('updateErrorTitle')}
        message={failureKey === GENERIC_ERROR_KEY ? t('saveErrorText') : tErrors(failureKey)}
        onClose={onClose}
      />
      <Dialog
        open={result?.kind === 'missing'}
        onClose={() => router.push(listHref)}
        role="alertdialog"
        size="sm"
        hideCloseButton
        title={t('missingTitle')}
        description={t('missingText')}
        actions={<Button onClick={() => router.push(listHref)}>{t('back')}</Button>}
      />
    </>
  );
}
