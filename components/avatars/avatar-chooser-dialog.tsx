'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadState } from '@/components/ui/load-state';
import { Paginator } from '@/components/ui/paginator';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useFormState } from '@/components/ui/use-form-state';
import type { Gender } from '@/lib/api/contract';
import { errorMessageKey } from '@/lib/api/error-messages';
import { errorCodeOf } from '@/lib/api/errors';
import styles from './avatar-chooser.module.css';
import { useAvatarPhotos, useUserPhotoMutations } from './use-avatar-photos';

/**
 * Searchable grid of avatars; picking one makes it the user's photo at once. It opens filtered by the
 * user's own gender (spec 2 §4: 'filtered by gender'), which 'Todos' lifts.
 */
export function AvatarChooserDialog({
  userId,
  gender: ownGender,
  open,
  onClose,
}: {
  userId: number;
  gender: Gender | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('AvatarChooser');
  const tCatalogue = useTranslations('Catalogue');
  const tErrors = useTranslations('Errors');
  const fileInput = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const { showToast } = useToast();
  // The search and its page; `busy` while her own photo uploads.
  const form = useFormState<{ page: number; tags: string; gender: Gender | '' }>({
    page: 1,
    tags: '',
    gender: ownGender ?? '',
  });
  const { page, tags, gender } = form.values;
  const uploading = form.busy;
  const [savingId, setSavingId] = useState<number | null>(null);
  const { data: loaded, error, isLoading, mutate } = useAvatarPhotos(page, tags, gender, open);
  const { chooseAvatar, uploadPhoto } = useUserPhotoMutations(userId);
  // With keepPreviousData a failed search or filter still has the previous avatars as data: they are
  // not what was asked for, so their count and grid give way to the error and its retry.
  const data = error ? undefined : loaded;

  async function choose(photoId: number) {
    setSavingId(photoId);
    try {
      await chooseAvatar(photoId);
      onClose();
      router.refresh();
      showToast(t('updated'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
    } catch {
      showToast(t('updateFailed'), { duration: MESSAGE_TOAST_MS, tone: 'error' });
    } finally {
      setSavingId(null);
    }
  }

  /** 'Enviar minha foto': checked, re-encoded and cropped square by the API, then her photo at once. */
  async function upload(file: File) {
    form.setBusy(true);
    try {
      await uploadPhoto(file);
      onClose();
      router.refresh();
      showToast(t('photoUpdated'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
    } catch (error) {
      const code = errorCodeOf(error);
      const known = code === 'INVALID_IMAGE' || code === 'FILE_TOO_LARGE';
      showToast(known ? tErrors(errorMessageKey(code)) : t('photoFailed'), {
        duration: MESSAGE_TOAST_MS,
        tone: 'error',
      });
    } finally {
      form.setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      // Until the first page answers the count is unknown: no '(0)' that would not be true.
      title={data ? t('title', { count: data.total_elements }) : t('titleUncounted')}
      description={t('description')}
    >
      <div className={styles.upload}>
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          loading={uploading}
          disabled={uploading || savingId !== null}
          aria-describedby="avatar-upload-hint"
        >
          {uploading ? t('uploading') : t('uploadOwn')}
        </Button>
        <p id="avatar-upload-hint" className={styles.uploadHint}>
          {t('uploadHint')}
        </p>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif,image/tiff"
          hidden
          aria-label={t('uploadOwn')}
          data-testid="own-photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
      <div className={styles.filters}>
        <TextInput
          label={t('search')}
          type="search"
          value={tags}
          maxLength={120}
          onValueChange={(value) => {
            form.setValues({ tags: value, page: 1 });
          }}
        />
        <Select
          label={t('gender')}
          value={gender}
          options={[
            { value: '', label: t('allGenders') },
            { value: 'FEMALE', label: tCatalogue('genders.FEMALE') },
            { value: 'MALE', label: tCatalogue('genders.MALE') },
          ]}
          onChange={(event) => {
            form.setValues({ gender: event.target.value as Gender | '', page: 1 });
          }}
        />
      </div>
      <LoadState
        failed={Boolean(error)}
        loading={isLoading && !data}
        errorText={t('loadFailed')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        onRetry={() => void mutate()}
        className={styles.message}
        spinnerSize={20}
        retrySize="md"
      >
        {data && data.content.length === 0 ? (
          <p className={styles.message}>{t('empty')}</p>
        ) : (
          <ul className={styles.grid} aria-busy={isLoading}>
            {data?.content.map((photo) => (
              <li key={photo.id}>
                <button
                  type="button"
                  className={styles.choice}
                  onClick={() => void choose(photo.id)}
                  disabled={savingId !== null}
                  aria-label={t('choose', { tags: photo.tags.split(',').join(', ') })}
                >
                  {/* Avatars are small SVGs from the portal's own origin; next/image adds nothing here. */}
                  {/* biome-ignore lint/performance/noImgElement: see above */}
                  <img src={photo.url} alt="" width={88} height={88} />
                  {savingId === photo.id ? <Spinner size={20} decorative /> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {/* The previous pages stay offered while this one failed, so the user can step back to them. */}
      {loaded && loaded.total_pages > 1 ? (
        <Paginator
          page={page}
          totalPages={loaded.total_pages}
          onPageChange={(next) => form.set('page', next)}
          label={t('pages')}
        />
      ) : null}
    </Dialog>
  );
}
