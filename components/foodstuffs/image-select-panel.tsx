'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadState } from '@/components/ui/load-state';
import { Paginator } from '@/components/ui/paginator';
import { TextInput } from '@/components/ui/text-input';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import type { FoodstuffPhoto } from '@/lib/api/contract';
import styles from './image-selector.module.css';
import { useFoodstuffPhotos } from './use-foodstuff-photos';

interface ImageSelectPanelProps {
  selectedId: number | null;
  onPick: (photo: FoodstuffPhoto) => void;
  onNewImage: () => void;
}

/** Mode select-image: search by tags, a grid of 30 per page and 'Nova imagem'. */
export function ImageSelectPanel({ selectedId, onPick, onNewImage }: ImageSelectPanelProps) {
  const t = useTranslations('ImageSelector');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search);
  const { data, error, isLoading, isValidating, mutate } = useFoodstuffPhotos(page, settledSearch, true);

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <TextInput
          label={t('searchLabel')}
          type="search"
          placeholder={t('searchPlaceholder')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          autoComplete="off"
          fieldClassName={styles.search}
        />
        <Button variant="secondary" onClick={onNewImage}>
          {t('newImage')}
        </Button>
      </div>
      <div className={styles.gridArea} aria-busy={isLoading || isValidating}>
        <LoadState
          // With keepPreviousData a failed search or page still has the previous list as data: the error
          // shows instead of it, never under the new search as if it were its answer.
          failed={Boolean(error)}
          loading={!data}
          errorText={t('loadError')}
          retryLabel={t('retry')}
          loadingLabel={t('loading')}
          onRetry={() => void mutate()}
          className={styles.message}
        >
          {data?.content.length === 0 ? (
            <p className={styles.message}>{t('empty')}</p>
          ) : (
            <ul className={styles.grid} aria-label={t('gridLabel')}>
              {data?.content.map((photo) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    className={styles.tile}
                    aria-pressed={photo.id === selectedId}
                    aria-label={t('pick', { tags: photo.tags.split(',').join(', ') })}
                    onClick={() => onPick(photo)}
                  >
                    {/* biome-ignore lint/performance/noImgElement: photos are served re-encoded by the API */}
                    <img src={photo.url} alt="" width={96} height={96} loading="lazy" decoding="async" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
      {data && data.total_pages > 1 ? (
        <Paginator
          page={page}
          totalPages={data.total_pages}
          onPageChange={setPage}
          className={styles.paginator}
        />
      ) : null}
    </div>
  );
}
