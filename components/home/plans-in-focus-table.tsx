import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import nutrientStyles from '@/components/nutrients/nutrients.module.css';
import { StatusTag } from '@/components/patients/summary/status-tag';
import { Avatar } from '@/components/ui/avatar';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { ChevronRightIcon } from '@/components/ui/icons/chevrons';
import { Table, type TableColumn } from '@/components/ui/table';
import type { MealPlanAdherence } from '@/lib/api/contract';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { formatIsoDateToBr } from '@/lib/format/dates';
import styles from './nutritionist-home.module.css';

/** The patients on a plan: name, birth date, the week's tag, latest meal, activity, and an arrow to the progress. */
export async function PlansInFocusTable({
  rows,
  empty,
}: {
  rows: MealPlanAdherence[];
  empty: React.ReactNode;
}) {
  const t = await getTranslations('NutritionistHome.plans');
  const tCatalogue = await getTranslations('Catalogue');
  const columns: TableColumn<MealPlanAdherence>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      cell: (patient) => (
        <span className={styles.nameCell}>
          <Avatar name={patient.name} src={patient.photo_url} size={32} decorative />
          {patient.name}
        </span>
      ),
    },
    {
      key: 'birthDate',
      header: t('columns.birthDate'),
      cell: (patient) => (patient.birth_date ? formatIsoDateToBr(patient.birth_date) : t('notInformed')),
    },
    {
      key: 'adherence',
      header: t('columns.adherence'),
      // A week judged on days whose calories left foods out says so, as the adherence record marks them.
      cell: (patient) => (
        <>
          <StatusTag status={patient.adherence_status} />
          {patient.partial_days > 0 ? (
            <small className={nutrientStyles.partialNote}>
              {t('partialDays', { count: patient.partial_days })}
            </small>
          ) : null}
        </>
      ),
    },
    {
      key: 'lastUpdate',
      header: t('columns.lastUpdate'),
      cell: (patient) =>
        patient.last_meal_date_time ? formatIsoDateToBr(patient.last_meal_date_time) : t('noMeals'),
    },
    {
      key: 'activity',
      header: t('columns.activity'),
      cell: (patient) =>
        patient.physical_activity_factor
          ? tCatalogue(getCatalogueLabelKey('activityLevels', patient.physical_activity_factor))
          : t('notInformed'),
    },
    {
      key: 'open',
      header: t('columns.open'),
      hideHeader: true,
      align: 'end',
      card: 'actions',
      cell: (patient) => (
        <Link
          href={`/patients/${patient.id}/progress`}
          className={getButtonClassName({ variant: 'ghost', size: 'sm', iconOnly: true })}
          aria-label={t('openProgress', { name: patient.name })}
        >
          <ChevronRightIcon size={18} />
        </Link>
      ),
    },
  ];
  return (
    <Table
      className={styles.table}
      columns={columns}
      rows={rows}
      getRowKey={(patient) => patient.id}
      caption={t('tableCaption')}
      hideCaption
      empty={empty}
    />
  );
}
