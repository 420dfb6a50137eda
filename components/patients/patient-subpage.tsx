import type { ReactNode } from 'react';
import type { UserProfile } from '@/lib/api/contract';
import { PatientBreadcrumb } from './patient-breadcrumb';
import styles from './patient-detail.module.css';

/** A page of one patient's record: the trail back to her, the page's title, then its content. */
export function PatientSubpage({
  patient,
  title,
  children,
}: {
  patient: Pick<UserProfile, 'id' | 'name'>;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PatientBreadcrumb patient={patient} current={title} />
      <h1 className={styles.name}>{title}</h1>
      {children}
    </div>
  );
}
