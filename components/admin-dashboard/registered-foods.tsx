'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FoodThumbnail } from '@/components/foodstuffs/food-thumbnail';
import { useFoodstuffs } from '@/components/foodstuffs/use-foodstuffs';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Card } from '@/components/ui/card';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Paginator } from '@/components/ui/paginator';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import type { Foodstuff } from '@/lib/api/contract';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { truncateName } from '@/lib/rules/truncate';
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
      cell: (food) => <FoodThumbnail url={food.photo_url} />,
    },
    {
      key: 'name',
      header: t('foods.name'),
      rowHeader: true,
      cell: (food) =>
        truncateName(food.name) === food.name ? (
          food.name
        ) : (
          <span title={food.name}>
            <span aria-hidden="true">{truncateName(food.name)}</span>
            <span className="visually-hidden">{food.name}</span>
          </span>
        ),
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
      {error && !data ? (
        <div className={styles.state} role="alert">
          <p>{t('foods.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        </div>
      ) : !data ? (
        <div className={styles.state}>
          <Spinner size={28} label={t('foods.loading')} />
        </div>
      ) : (
        <div aria-busy={isLoading || isValidating}>
          <Table
            columns={columns}
            rows={data.content}
            getRowKey={(food) => food.id}
            caption={t('foods.title')}
            hideCaption
          />
        </div>
      )}
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
