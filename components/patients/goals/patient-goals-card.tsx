'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineFormOnDemand, useInlineFormOnDemand } from '@/components/ui/inline-form-on-demand';
import { LoadState } from '@/components/ui/load-state';
import type { PatientGoals } from '@/lib/api/contract';
import { GOAL_NUTRIENTS } from '@/lib/api/contract/values';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal } from '@/lib/format/numbers';
import { ENERGY_EQUATION_NAMES } from '@/lib/rules/energy/names';
import { resolveDayTargets } from '@/lib/rules/goal-targets';
import styles from '../record-card.module.css';
import { usePatientGoals } from './use-patient-goals';

/** The form's code (the equations to choose, their sources) loads when she first opens it. */
const loadGoalsForm = () => import('./goals-form').then((module) => module.GoalsForm);

/** 'Metas': target weight and date, and the day's targets (per kg ones also as the day's total). */
export function PatientGoalsCard({
  patientId,
  weightKg,
  initial,
}: {
  patientId: number;
  weightKg: number | null;
  initial?: PatientGoals;
}) {
  const t = useTranslations('PatientGoals');
  const goals = usePatientGoals(patientId, initial);
  const goalsEditor = useInlineFormOnDemand(loadGoalsForm);
  const GoalsForm = goalsEditor.Form;
  const data = goals.data;
  const isSet = (value: PatientGoals | undefined) =>
    Boolean(value && (value.target_weight !== null || value.target_date !== null || value.basis !== null));

  return (
    <Card as="section" title={t('title')}>
      <LoadState
        failed={!data && Boolean(goals.error)}
        loading={!data}
        errorText={t('loadError')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        onRetry={() => goals.mutate()}
        className={styles.state}
      >
        {goalsEditor.editing ? (
          <InlineFormOnDemand form={goalsEditor} className={styles.state}>
            {GoalsForm ? (
              <GoalsForm
                ref={goalsEditor.form}
                initial={data}
                onSave={async (input) => {
                  await goals.saveGoals(input);
                  goalsEditor.close();
                }}
                onCancel={goalsEditor.close}
              />
            ) : null}
          </InlineFormOnDemand>
        ) : data ? (
          <>
            {isSet(data) ? <GoalFacts goals={data} weightKg={weightKg} /> : <p>{t('none')}</p>}
            <Button {...goalsEditor.opener} variant="secondary" size="sm">
              {isSet(data) ? t('edit') : t('set')}
            </Button>
          </>
        ) : null}
      </LoadState>
    </Card>
  );
}

function GoalFacts({ goals, weightKg }: { goals: PatientGoals; weightKg: number | null }) {
  const t = useTranslations('PatientGoals');
  const day = resolveDayTargets(goals, weightKg);
  const unit = (nutrient: (typeof GOAL_NUTRIENTS)[number]) => (nutrient === 'energy' ? 'kcal' : 'g');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('targetWeight')}</dt>
        <dd>
          {goals.target_weight === null
            ? t('notSet')
            : t('kg', { value: formatDecimal(goals.target_weight) })}
          {goals.target_date ? ` ${t('until', { date: formatIsoDateToBr(goals.target_date) })}` : ''}
        </dd>
      </div>
      {GOAL_NUTRIENTS.map((nutrient) => {
        const value = goals[nutrient];
        const total = day[nutrient];
        return (
          <div key={nutrient}>
            <dt>{t(`names.${nutrient}`)}</dt>
            <dd>
              {value === null
                ? t('notSet')
                : goals.basis === 'PER_KG'
                  ? t('perKgValue', {
                      value: formatDecimal(value, 2),
                      unit: unit(nutrient),
                      total: total === null ? '—' : formatDecimal(total, 0),
                    })
                  : t('totalValue', { value: formatDecimal(value, 0), unit: unit(nutrient) })}
            </dd>
          </div>
        );
      })}
      <div>
        <dt>{t('energyEquation')}</dt>
        <dd>
          {goals.energy_equation ? ENERGY_EQUATION_NAMES[goals.energy_equation] : t('defaultEquation')}
          {goals.pa_category ? ` · ${t(`paCategories.${goals.pa_category}`)}` : ''}
        </dd>
      </div>
    </dl>
  );
}
