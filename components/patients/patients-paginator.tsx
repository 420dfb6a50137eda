'use client';

import { Paginator } from '@/components/ui/paginator';
import styles from './patients.module.css';
import { buildPatientsHref } from './patients-href';

/** Page links that keep the name search (?name=…&page=N). */
export function PatientsPaginator({
  name,
  page,
  totalPages,
  label,
}: {
  name: string;
  page: number;
  totalPages: number;
  label: string;
}) {
  return (
    <Paginator
      className={styles.pagination}
      page={page}
      totalPages={totalPages}
      label={label}
      getPageHref={(target) => buildPatientsHref('/patients', { name, page: target })}
    />
  );
}
