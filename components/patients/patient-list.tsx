import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/ui/avatar';
import { Table, type TableColumn } from '@/components/ui/table';
import tagStyles from '@/components/ui/tag.module.css';
import type { PatientSummary } from '@/lib/api/contract';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { formatIsoDateToBr } from '@/lib/format/dates';
import styles from './patients.module.css';

/** The patient table: each row opens /patients/{id} (the name is the link; it covers the whole row). */
export async function PatientList({
  patients,
  empty,
}: {
  patients: PatientSummary[];
  empty?: React.ReactNode;
}) {
  const t = await getTranslations('PatientsPage');
  const tCatalogue = await getTranslations('Catalogue');
  const columns: TableColumn<PatientSummary>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      cell: (patient) => (
        <span className={styles.nameCell}>
          <Avatar name={patient.name} src={patient.photo_url} size={36} decorative />
          <Link href={`/patients/${patient.id}`} className={styles.rowLink}>
            {patient.name}
          </Link>
        </span>
      ),
    },
    {
      key: 'birthDate',
      header: t('columns.birthDate'),
      cell: (patient) => (patient.birth_date ? formatIsoDateToBr(patient.birth_date) : t('notInformed')),
    },
    {
      key: 'mealPlan',
      header: t('columns.mealPlan'),
      cell: (patient) =>
        patient.has_active_meal_plan ? (
          <span className={`${tagStyles.tag} ${tagStyles.success}`}>{t('planActive')}</span>
        ) : (
          <span className={`${tagStyles.tag} ${tagStyles.neutral}`}>{t('planNone')}</span>
        ),
    },
    {
      key: 'app',
      header: t('columns.app'),
      cell: (patient) =>
        patient.uses_app ? (
          <span className={`${tagStyles.tag} ${tagStyles.success}`}>{t('usesApp')}</span>
        ) : (
          <span className={`${tagStyles.tag} ${tagStyles.neutral}`}>{t('noApp')}</span>
        ),
    },
    {
      key: 'activity',
      header: t('columns.activity'),
      cell: (patient) =>
        patient.physical_activity_factor
          ? tCatalogue(getCatalogueLabelKey('activityLevels', patient.physical_activity_factor))
          : t('notInformed'),
    },
  ];
  return (
    <Table
      className={styles.table}
      columns={columns}
      rows={patients}
      getRowKey={(patient) => patient.id}
      caption={t('tableCaption')}
      hideCaption
      empty={empty}
    />
  );
}
