'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FoodNameCell } from '@/components/foodstuffs/food-name-cell';
import { FoodThumbnail } from '@/components/foodstuffs/food-thumbnail';
import { useFoodstuffs } from '@/components/foodstuffs/use-foodstuffs';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Card } from '@/components/ui/card';
import { ChevronRightIcon } from '@/components/ui/icons/chevrons';
import { LoadState } from '@/components/ui/load-state';
import { Paginator } from '@/components/ui/paginator';
import { Table, type TableColumn } from '@/components/ui/table';
import type { Foodstuff } from '@/lib/api/contract';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import styles from './admin-dashboard.module.css';

/** 'Alimentos Registrados': 7 per page, each with an edit arrow; 'Novo alimento' beside the title. */
export function RegisteredFoods() {
  const t = useTranslations('AdminDashboard');
  const tCatalogue = useTranslations('Catalogue');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useFoodstuffs({
    currentPage: page,
    search: '',
    withBarcode: false,
    withBrand: false,
  });

  const columns: TableColumn<Foodstuff>[] = [
    {
      key: 'image',
      header: t('foods.image'),
      width: '64px',
      card: 'media',
      cell: (food) => <FoodThumbnail url={food.photo_url} />,
    },
    {
      key: 'name',
      header: t('foods.name'),
      rowHeader: true,
      cell: (food) => <FoodNameCell name={food.name} />,
    },
    {
      key: 'group',
      header: t('foods.group'),
      cell: (food) => tCatalogue(getCatalogueLabelKey('foodGroups', food.group)),
    },
    {
      key: 'edit',
      header: t('foods.edit'),
      hideHeader: true,
      align: 'end',
      width: '56px',
      card: 'actions',
      cell: (food) => (
        <Link
          href={`/foodstuffs/${food.id}/editing`}
          className={getButtonClassName({ variant: 'ghost', size: 'sm', iconOnly: true })}
          aria-label={t('foods.editFood', { name: food.name })}
        >
          <ChevronRightIcon size={18} />
        </Link>
      ),
    },
  ];

  return (
    <Card
      as="section"
      title={t('foods.title')}
      actions={
        <Link href="/create-foodstuff" className={getButtonClassName({ variant: 'primary', size: 'sm' })}>
          {t('foods.newFood')}
        </Link>
      }
    >
      <LoadState
        // With keepPreviousData a failed search or page still has the previous list as data: the error
        // shows instead of it, never under the new search as if it were its answer.
        failed={Boolean(error)}
        loading={!data}
        errorText={t('foods.error')}
        retryLabel={t('retry')}
        loadingLabel={t('foods.loading')}
        onRetry={() => void mutate()}
        className={styles.state}
      >
        <div aria-busy={isLoading || isValidating}>
          <Table
            columns={columns}
            rows={data?.content ?? []}
            getRowKey={(food) => food.id}
            caption={t('foods.title')}
            hideCaption
          />
        </div>
      </LoadState>
      {data && data.total_pages > 1 ? (
        <Paginator
          page={page}
          totalPages={data.total_pages}
          onPageChange={setPage}
          label={t('foods.pagination')}
          className={styles.paginator}
        />
      ) : null}
    </Card>
  );
}
