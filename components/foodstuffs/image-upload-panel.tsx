'use client';

import { useTranslations } from 'next-intl';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { MessageDialog } from '@/components/ui/message-dialog';
import { TextInput } from '@/components/ui/text-input';
import { useErrorText } from '@/components/ui/use-error-text';
import { useFormState } from '@/components/ui/use-form-state';
import type { FoodstuffPhoto } from '@/lib/api/contract';
import { errorMessageKey, GENERIC_ERROR_KEY } from '@/lib/api/error-messages';
import { ApiProblem } from '@/lib/api/errors';
import styles from './image-selector.module.css';
import { addTag, removeTag, typeTagText } from './tag-rules';
import { uploadFoodstuffPhoto } from './upload-photo';

interface ImageUploadPanelProps {
  onBack: () => void;
  /** A new photo was saved: the selection lists it first. */
  onUploaded: (photo: FoodstuffPhoto) => void;
  /** Told when an upload starts and ends, so the selector can refuse to close meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
}

const isImage = (file: File) => file.type.startsWith('image/');

/** Mode create-image: one image (dropped or picked), its tags, and an upload with a progress bar. */
export function ImageUploadPanel({ onBack, onUploaded, onUploadingChange }: ImageUploadPanelProps) {
  const t = useTranslations('ImageSelector');
  const errorText = useErrorText();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // The chosen image and its tags; the problem is a file that is no image.
  const form = useFormState<{ file: File | null; tags: string[]; tagText: string }>({
    file: null,
    tags: [],
    tagText: '',
  });
  const { file, tags, tagText } = form.values;
  const { set, setValues, problem: fileError, setProblem: setFileError } = form;
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ kind: 'success' } | { kind: 'error'; message: string } | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (candidate: File | undefined) => {
    if (!candidate) return;
    if (!isImage(candidate)) {
      setFileError(t('notAnImage'));
      return;
    }
    setFileError(null);
    set('file', candidate);
  };

  // A drop keeps only its first file (spec 1 §5).
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setValues((current) => ({ tags: addTag(current.tags, current.tagText), tagText: '' }));
  };

  const uploading = progress !== null;
  const reset = () => {
    setValues({ file: null, tags: [], tagText: '' });
    setPreview(null);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const save = async () => {
    if (!file || tags.length === 0 || uploading) return;
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const photo = await uploadFoodstuffPhoto(file, tags, setProgress);
      onUploaded(photo);
      setResult({ kind: 'success' });
    } catch (error) {
      setResult({ kind: 'error', message: describeUploadError(error) });
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  function describeUploadError(error: unknown): string {
    if (!(error instanceof ApiProblem)) return t('uploadErrorText');
    return errorMessageKey(error.code) === GENERIC_ERROR_KEY ? t('uploadErrorText') : errorText(error.code);
  }

  return (
    <div className={styles.panel}>
      <label
        htmlFor={inputId}
        className={styles.dropzone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {preview ? (
          // biome-ignore lint/performance/noImgElement: a local preview (blob: URL) of the chosen file
          <img src={preview} alt={t('previewAlt')} className={styles.preview} />
        ) : null}
        <span className={styles.dropText}>{file ? file.name : t('dropText')}</span>
        <span className={styles.dropHint}>{t('dropHint')}</span>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-describedby={fileError ? `${inputId}-error` : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      <p id={`${inputId}-error`} className={styles.error} aria-live="polite">
        {fileError}
      </p>

      <TextInput
        label={t('tagsLabel')}
        helpText={t('tagsHelp')}
        value={tagText}
        onValueChange={(value) => {
          const next = typeTagText({ tags, text: value }, value);
          setValues({ tags: next.tags, tagText: next.text });
        }}
        onKeyDown={commitOnEnter}
        autoComplete="off"
      />
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t('tagListLabel')}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              <IconButton
                size="sm"
                label={t('removeTag', { tag })}
                icon={<CloseIcon size={14} />}
                onClick={() => set('tags', (current) => removeTag(current, tag))}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {uploading ? (
        <div className={styles.progress}>
          <label htmlFor={`${inputId}-progress`}>{t('uploading')}</label>
          <progress id={`${inputId}-progress`} max={100} value={Math.round(progress * 100)}>
            {Math.round(progress * 100)}%
          </progress>
        </div>
      ) : null}

      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={uploading}
          onClick={() => {
            reset();
            onBack();
          }}
        >
          {t('back')}
        </Button>
        <Button onClick={save} disabled={!file || tags.length === 0} loading={uploading}>
          {t('save')}
        </Button>
      </div>

      <MessageDialog
        open={result?.kind === 'success'}
        variant="success"
        onClose={() => {
          setResult(null);
          reset();
          onBack();
        }}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setResult(null);
                reset();
              }}
            >
              {t('uploadAnother')}
            </Button>
            <Button
              onClick={() => {
                setResult(null);
                reset();
                onBack();
              }}
            >
              {t('backToSelection')}
            </Button>
          </>
        }
      />
      <MessageDialog
        open={result?.kind === 'error'}
        variant="error"
        title={t('uploadErrorTitle')}
        message={result?.kind === 'error' ? result.message : undefined}
        onClose={() => setResult(null)}
      />
    </div>
  );
}
