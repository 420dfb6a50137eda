'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import type { Foodstuff } from '@/lib/api/contract';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { type FoodListParams, getDuplicateHref, getEditHref } from '@/lib/lists/food-list';
import { formatBaselineWeight } from './food-format';
import styles from './food-list.module.css';
import { FoodNameCell } from './food-name-cell';
import { FoodRowMenu } from './food-row-menu';
import { FoodThumbnail } from './food-thumbnail';

interface FoodTableProps {
  foods: readonly Foodstuff[];
  params: FoodListParams;
  searching: boolean;
  onDelete: (food: Foodstuff) => void;
}

export function FoodTable({ foods, params, searching, onDelete }: FoodTableProps) {
  const t = useTranslations('FoodList');
  const tCatalogue = useTranslations('Catalogue');
  const columns: TableColumn<Foodstuff>[] = [
    {
      key: 'image',
      header: t('columns.image'),
      hideHeader: true,
      width: '64px',
      card: 'media',
      cell: (food) => <FoodThumbnail url={food.photo_url} />,
    },
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      cell: (food) => <FoodNameCell name={food.name} />,
    },
    {
      key: 'group',
      header: t('columns.group'),
      cell: (food) => tCatalogue(getCatalogueLabelKey('foodGroups', food.group)),
    },
    {
      key: 'unit',
      header: t('columns.unit'),
      cell: (food) => tCatalogue(getCatalogueLabelKey('units', food.unit_of_measurement)),
    },
    {
      key: 'brand',
      header: t('columns.brand'),
      cell: (food) => food.brand?.name ?? <span className={styles.muted}>{t('noBrand')}</span>,
    },
    {
      key: 'baselineWeight',
      header: t('columns.baselineWeight'),
      align: 'end',
      cell: (food) => <span className={styles.nowrap}>{formatBaselineWeight(food)}</span>,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      hideHeader: true,
      align: 'end',
      width: '56px',
      card: 'actions',
      cell: (food) => (
        <FoodRowMenu
          foodName={food.name}
          editHref={getEditHref(food.id, params)}
          duplicateHref={getDuplicateHref(food.id)}
          onDelete={() => onDelete(food)}
        />
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={foods}
      getRowKey={(food) => food.id}
      caption={t('caption')}
      hideCaption
      className={styles.table}
      empty={<EmptyState title={searching ? t('emptySearch') : t('empty')} headingLevel={2} />}
    />
  );
}
