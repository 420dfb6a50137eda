'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Dialog } from '@/components/ui/dialog';
import type { FoodstuffPhoto } from '@/lib/api/contract';
import { ImageSelectPanel } from './image-select-panel';
import { ImageUploadPanel } from './image-upload-panel';
import { isFoodstuffPhotosKey } from './use-foodstuff-photos';

interface ImageSelectorDialogProps {
  open: boolean;
  selectedId: number | null;
  onClose: () => void;
  onSelect: (photo: FoodstuffPhoto) => void;
}

/** The image selector modal: select-image (search, grid, pages) and create-image (upload with tags). */
export function ImageSelectorDialog({ open, selectedId, onClose, onSelect }: ImageSelectorDialogProps) {
  const t = useTranslations('ImageSelector');
  const [mode, setMode] = useState<'select-image' | 'create-image'>('select-image');
  const [uploading, setUploading] = useState(false);
  const { mutate } = useSWRConfig();

  const close = () => {
    // Cancelling returns to select-image; the upload panel unmounts and drops its file and tags.
    setMode('select-image');
    onClose();
  };

  // While an image uploads the selector stays open, so the result (or the failure) is always shown.
  const requestClose = () => {
    if (!uploading) close();
  };

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      size="lg"
      title={mode === 'select-image' ? t('selectTitle') : t('createTitle')}
      // create-image holds the chosen file and the typed tags: a stray click beside the panel must not drop
      // them. select-image holds only a search and still closes on the backdrop.
      closeOnBackdropClick={mode === 'select-image'}
    >
      {mode === 'select-image' ? (
        <ImageSelectPanel
          selectedId={selectedId}
          onPick={(photo) => {
            onSelect(photo);
            close();
          }}
          onNewImage={() => setMode('create-image')}
        />
      ) : (
        <ImageUploadPanel
          onBack={() => setMode('select-image')}
          onUploaded={() => void mutate(isFoodstuffPhotosKey)}
          onUploadingChange={setUploading}
        />
      )}
    </Dialog>
  );
}
