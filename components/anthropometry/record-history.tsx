'use client';

import type { AnthropometricRecord } from '@/lib/api/contract';
import { assessBodyFat } from '@/lib/rules/anthropometry/body-fat';
import type { FatEquation } from '@/lib/rules/anthropometry/density-equations';
import styles from './anthropometry.module.css';
import { type AssessedPatient, personOn } from './latest-results';
import { ProgressionChart } from './progression-chart';
import { RecordList } from './record-list';

// Far below the first screen at 375 px (anthropometry-screen.tsx loads it as it nears the view).

/** The progression chart and every record, each with its body fat by the preferred equation. */
export function RecordHistory({
  records,
  patient,
  equation,
  onEdit,
  onDelete,
}: {
  records: readonly AnthropometricRecord[];
  patient: AssessedPatient;
  equation: FatEquation;
  onEdit: (record: AnthropometricRecord) => void;
  onDelete: (record: AnthropometricRecord) => void;
}) {
  return (
    <div className={styles.column}>
      <ProgressionChart
        records={records}
        equation={equation}
        birthDate={patient.birth_date}
        gender={patient.gender}
      />
      <RecordList
        records={records}
        fatPercentOf={(record) => assessBodyFat(equation, record, personOn(patient, record.date)).fatPercent}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </div>
  );
}
