'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import styles from './meal-plan.module.css';
import { type CopiedContent, copyOfPlan, copyOfTemplate } from './meal-plan-draft';
import { TemplateManager } from './template-manager';
import {
  fetchMealPlanTemplate,
  fetchPatientPlans,
  useMealPlanTemplates,
  useOwnPatients,
} from './use-meal-plan-templates';

export type StartSource = 'template' | 'patient';

/**
 * 'Começar de um modelo' (one of her templates) or 'Copiar de outro paciente' (the ACTIVE plan of another of
 * her patients): what is chosen fills the draft's meals, foods and guidance; the nutritionist edits and saves.
 */
export function StartFromDialog({
  source,
  nutritionistId,
  patientId,
  onClose,
  onChoose,
}: {
  source: StartSource | null;
  nutritionistId: number;
  /** The patient whose plan is being made: not offered as a source. */
  patientId: number;
  onClose: () => void;
  onChoose: (content: CopiedContent) => void;
}) {
  const t = useTranslations('MealPlan.startFrom');
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const templates = useMealPlanTemplates(nutritionistId, source === 'template');
  const patients = useOwnPatients(nutritionistId, source === 'patient');

  useEffect(() => {
    if (source === null) return;
    setChosen('');
    setFailed(false);
  }, [source]);

  const options =
    source === 'template'
      ? (templates.data?.templates ?? []).map((template) => ({
          value: String(template.id),
          label: t('templateOption', { name: template.name, meals: template.meal_count }),
        }))
      : (patients.data?.content ?? [])
          .filter((patient) => patient.id !== patientId && patient.has_active_meal_plan)
          .map((patient) => ({ value: String(patient.id), label: patient.name }));
  const list = source === 'template' ? templates : patients;
  // Only one template: it is the one she means.
  const onlyTemplate =
    source === 'template' && templates.data?.templates.length === 1 ? templates.data.templates[0] : null;
  useEffect(() => {
    if (onlyTemplate && chosen === '') setChosen(String(onlyTemplate.id));
  }, [onlyTemplate, chosen]);
  const chosenTemplate =
    source === 'template'
      ? templates.data?.templates.find((template) => String(template.id) === chosen)
      : undefined;

  const use = async () => {
    if (!chosen || source === null) return;
    setBusy(true);
    setFailed(false);
    try {
      if (source === 'template') {
        onChoose(copyOfTemplate(await fetchMealPlanTemplate(nutritionistId, Number(chosen))));
      } else {
        const other = await fetchPatientPlans(Number(chosen));
        const active = other.meal_plans.find((plan) => plan.status === 'ACTIVE');
        if (!active) throw new Error('no active plan');
        onChoose(copyOfPlan(active));
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      title={source === 'patient' ? t('patientTitle') : t('templateTitle')}
      description={t('replaces')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void use()} disabled={!chosen} loading={busy}>
            {t('use')}
          </Button>
        </>
      }
    >
      {list.error ? <p role="alert">{t('loadFailed')}</p> : null}
      {!list.error && list.data && options.length === 0 ? (
        <p className={styles.hint}>{source === 'patient' ? t('noPatients') : t('noTemplates')}</p>
      ) : null}
      {options.length > 0 ? (
        <Select
          label={source === 'patient' ? t('patientLabel') : t('templateLabel')}
          options={options}
          placeholder
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        />
      ) : null}
      {chosenTemplate ? (
        <TemplateManager
          key={chosenTemplate.id}
          nutritionistId={nutritionistId}
          templateId={chosenTemplate.id}
          name={chosenTemplate.name}
          onChanged={() => templates.mutate()}
          onDeleted={() => setChosen('')}
        />
      ) : null}
      {failed ? <p role="alert">{t('useFailed')}</p> : null}
    </Dialog>
  );
}
