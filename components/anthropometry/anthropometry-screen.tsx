'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { onDemandDialog } from '@/components/ui/dialog-on-demand';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type {
  AnthropometricRecord,
  AnthropometricRecordInput,
  AnthropometricRecordList,
} from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { describePersonOn } from '@/lib/rules/anthropometry/assessment';
import { assessBodyFat } from '@/lib/rules/anthropometry/body-fat';
import type { FatEquation } from '@/lib/rules/anthropometry/density-equations';
import { carriedHeightFor } from '@/lib/rules/anthropometry/known-height';
import type { Sex } from '@/lib/rules/anthropometry/sites';
import styles from './anthropometry.module.css';
import { CircumferencesCard } from './circumferences-card';
import { ProgressionChart } from './progression-chart';
import { RecordList } from './record-list';
import { ResultsCard } from './results-card';
import { useAnthropometricRecords } from './use-anthropometric-records';

/** The record's form (its fields, the date's calendar) loads when she first opens it. */
const RecordFormDialog = onDemandDialog(() =>
  import('./record-form-dialog').then((module) => module.RecordFormDialog),
);

/** Without a choice yet, the Brazilian equation validated on the widest adult population. */
const DEFAULT_EQUATION: FatEquation = 'PETROSKI';

export interface AnthropometryScreenProps {
  patient: { id: number; birth_date: string | null; gender: Sex | null };
  initial: AnthropometricRecordList;
  today: string;
}

type Editing = { record: AnthropometricRecord | null } | null;

export function AnthropometryScreen({ patient, initial, today }: AnthropometryScreenProps) {
  const t = useTranslations('Anthropometry');
  const { showToast } = useToast();
  const records = useAnthropometricRecords(patient.id, initial);
  const list = records.data ?? initial;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AnthropometricRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const equation = list.preferred_fat_equation ?? DEFAULT_EQUATION;
  const latest = list.records[0] ?? null;
  // A follow-up often weighs without measuring the height again: the BMI uses the height known then.
  const carriedHeight = latest ? carriedHeightFor(latest, list.records) : null;
  const personOn = (date: string) => describePersonOn(patient.birth_date, patient.gender, date);

  const save = async (input: AnthropometricRecordInput) => {
    const record = editing?.record ?? null;
    try {
      if (record) await records.updateRecord(record.id, input);
      else await records.createRecord(input);
      setEditing(null);
      showToast(record ? t('toasts.updated') : t('toasts.created'), {
        tone: 'success',
        duration: MESSAGE_TOAST_MS,
      });
    } catch (error) {
      showToast(t('toasts.saveFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
      throw error;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await records.deleteRecord(deleting.id);
      showToast(t('toasts.deleted'), { tone: 'success', duration: MESSAGE_TOAST_MS });
      setDeleting(null);
    } catch {
      showToast(t('toasts.deleteFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  const choose = (next: FatEquation) => {
    records.choosePreferredEquation(next).catch(() => {
      showToast(t('toasts.preferenceFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
    });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <CircumferencesCard
          records={list.records}
          actions={<Button onClick={() => setEditing({ record: null })}>{t('newRecord')}</Button>}
        />
        <ResultsCard
          record={latest && carriedHeight ? { ...latest, height: carriedHeight.height } : latest}
          heightMeasuredOn={carriedHeight?.date ?? null}
          person={latest ? personOn(latest.date) : { sex: patient.gender, ageYears: null }}
          preferred={equation}
          onChoosePreferred={choose}
        />
      </div>
      <div className={styles.column}>
        <ProgressionChart
          records={list.records}
          equation={equation}
          birthDate={patient.birth_date}
          gender={patient.gender}
        />
        <RecordList
          records={list.records}
          fatPercentOf={(record) => assessBodyFat(equation, record, personOn(record.date)).fatPercent}
          onEdit={(record) => setEditing({ record })}
          onDelete={setDeleting}
        />
      </div>
      <RecordFormDialog
        open={editing !== null}
        record={editing?.record ?? null}
        today={today}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        size="sm"
        title={t('list.confirmTitle')}
        description={deleting ? t('list.confirmText', { date: formatIsoDateToBr(deleting.date) }) : ''}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('list.cancel')}
            </Button>
            <Button variant="danger" loading={busy} onClick={confirmDelete}>
              {t('list.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
