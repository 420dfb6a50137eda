'use client';

import { useTranslations } from 'next-intl';
import { type Dispatch, useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { AlertCircleIcon } from '@/components/ui/icons/status';
import { Textarea } from '@/components/ui/textarea';
import { useContractRule } from '@/components/ui/use-contract-rule';
import { useErrorText } from '@/components/ui/use-error-text';
import { useUnsavedChangesGuard } from '@/components/ui/use-unsaved-changes-guard';
import type { MealPlanSubstitution, UserDetail } from '@/lib/api/contract';
import { PLAN_GUIDANCE_MAX_LENGTH } from '@/lib/api/contract/values';
import { formatNumber } from '@/lib/format/numbers';
import { unprintableCharacters } from '@/lib/pdf/printable-text';
import { canSaveMealPlan, nextMealPeriod, sortPeriodsByDay } from '@/lib/rules/meal-plan-rules';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { loadDraftContentSchema } from './draft-content-rule';
import {
  hasUnconfirmedNonEquivalent,
  withAddedSubstitution,
  withFollowingSubstitutions,
  withoutSubstitution,
  withUpdatedSubstitution,
} from './draft-substitutions';
import { EditableMealPeriod } from './editable-period';
import styles from './meal-plan.module.css';
import { createEmptyPeriod, fromCopy, type MealPlanDraft, newKey, toPlanFoodstuff } from './meal-plan-draft';
import { isDraftSavable } from './meal-plan-savable';
import { NewFoodDialog } from './new-food-dialog';
import { PlanDates } from './plan-dates';
import { PlanDayTotals } from './plan-day-totals';
import { ScaleToTarget } from './scale-to-target';
import { StartFromDialog, type StartSource } from './start-from-dialog';
import { SubstitutionsOpener } from './substitutions-button';
import { SubstitutionsDialog } from './substitutions-dialog';
import {
  editorTitleKey,
  hasUnsavedChanges,
  type MealPlanDraftAction,
  type MealPlanDraftState,
} from './use-meal-plan-draft';

/** Totals while typing: an unreadable amount counts as nothing until it is fixed. */
function sanitize(draft: MealPlanDraft) {
  return draft.meal_periods.map((period) => ({
    meal_foodstuffs: period.meal_foodstuffs.map((food) => ({
      ...food,
      quantity: Number.isFinite(food.quantity) ? food.quantity : 0,
      baseline_weight: Number.isFinite(food.baseline_weight) ? food.baseline_weight : 0,
    })),
  }));
}

/** CREATE and EDIT of spec 2 §4: dates, periods and foods, the live totals, and the save buttons. */
export function MealPlanEditor({
  titleId,
  state,
  dispatch: dispatchAction,
  busy,
  onSave,
  onCancel,
  requirement,
  gender,
  nutritionistId,
  patientId,
}: {
  titleId: string;
  state: MealPlanDraftState & { draft: MealPlanDraft };
  dispatch: Dispatch<MealPlanDraftAction>;
  busy: boolean;
  /** asNew: 'Salvar como novo plano', once the plan being edited was deactivated elsewhere. */
  onSave: (asNew: boolean) => void;
  onCancel: () => void;
  requirement: number | null;
  gender: UserDetail['gender'];
  nutritionistId: number;
  patientId: number;
}) {
  const t = useTranslations('MealPlan');
  const tUi = useTranslations('Ui');
  const errorText = useErrorText();
  const { mode, draft, dates, saveProblem, planInactive, addingTo } = state;
  // Every change of the draft keeps each alternative following its food (a proposed amount follows the
  // food's new amount).
  const dispatch = useCallback(
    (action: MealPlanDraftAction) =>
      dispatchAction(
        action.type === 'change'
          ? { ...action, change: (current) => withFollowingSubstitutions(action.change(current)) }
          : action,
      ),
    [dispatchAction],
  );
  // Leaving the page once the draft differs from the draft as opened asks first (links, reload, closing the tab).
  useUnsavedChangesGuard(hasUnsavedChanges(state), tUi('unsavedChanges'));
  // Loaded when the editor opens; with no connection, the plan's rules alone until the save tries again.
  const { rule: contentSchema, prepare: prepareContentSchema } = useContractRule(loadDraftContentSchema);
  useEffect(prepareContentSchema, [prepareContentSchema]);
  const savable = isDraftSavable(draft, dates, contentSchema);
  // What she typed that the PDF's typeface lacks (an emoji): said before she saves, left out of the PDF.
  const unprintable = unprintableCharacters(
    [
      draft.guidance,
      ...draft.meal_periods.flatMap((period) => [
        period.notes,
        ...period.meal_foodstuffs.map((food) => food.patient_name ?? ''),
      ]),
    ].join('\n'),
  );
  const [startSource, setStartSource] = useState<StartSource | null>(null);
  const [startApplied, setStartApplied] = useState(false);
  // The food whose 'Substituições' are open, by its draft key; its changes stay in the draft until the save.
  const [substitutingKey, setSubstitutingKey] = useState<string | null>(null);
  const substituting =
    draft.meal_periods
      .flatMap((period) => period.meal_foodstuffs)
      .find((food) => food.key === substitutingKey) ?? null;
  const setSubstitutions = (key: string, substitutions: MealPlanSubstitution[]) =>
    setPeriods((periods) =>
      periods.map((period) => ({
        ...period,
        meal_foodstuffs: period.meal_foodstuffs.map((food) =>
          food.key === key ? { ...food, substitutions, substitutions_edited: true } : food,
        ),
      })),
    );
  const inDraft = (change: () => void) => {
    change();
    return Promise.resolve();
  };
  // The day as typed so far, for its totals and its DRI table.
  const typedPeriods = useMemo(() => sanitize(draft), [draft]);
  const canAddPeriod = canSaveMealPlan(draft.meal_periods) && draft.meal_periods.length < 6;
  const setPeriods = (change: (periods: MealPlanDraft['meal_periods']) => MealPlanDraft['meal_periods']) =>
    dispatch({
      type: 'change',
      change: (current) => ({ ...current, meal_periods: change(current.meal_periods) }),
    });

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.screenTitle} tabIndex={-1}>
        {t(editorTitleKey(mode))}
      </h2>
      {/* The API keeps the total an edit replaces for the days before it (services/meal-plans/meal-plan-calorie-history). */}
      {mode === 'EDIT' ? <p className={styles.hint}>{t('editAppliesFromToday')}</p> : null}
      {mode === 'CREATE' ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setStartSource('template')}>
            {t('startFromTemplate')}
          </Button>
          <Button variant="secondary" onClick={() => setStartSource('patient')}>
            {t('copyFromPatient')}
          </Button>
          <p role="status" className={styles.hint}>
            {startApplied ? t('startFromApplied') : null}
          </p>
        </div>
      ) : null}
      <PlanDates initial={draft} onChange={(next) => dispatch({ type: 'setDates', dates: next })} />
      <SubstitutionsOpener open={(food) => setSubstitutingKey(food.key)}>
        {sortPeriodsByDay(draft.meal_periods).map((period) => (
          <EditableMealPeriod
            key={period.key}
            period={period}
            editing={{
              allPeriods: draft.meal_periods,
              onChange: (next) =>
                setPeriods((periods) => periods.map((item) => (item.key === next.key ? next : item))),
              onRemove: () => setPeriods((periods) => periods.filter((item) => item.key !== period.key)),
              onAddFood: () => dispatch({ type: 'openAddFood', periodKey: period.key }),
            }}
          />
        ))}
      </SubstitutionsOpener>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={!canAddPeriod}
          onClick={() => setPeriods((periods) => [...periods, createEmptyPeriod(nextMealPeriod(periods))])}
        >
          {t('newPeriod')}
        </Button>
      </div>
      <Textarea
        label={t('guidance')}
        helpText={t('textLimit', { max: formatNumber(PLAN_GUIDANCE_MAX_LENGTH) })}
        rows={5}
        maxLength={PLAN_GUIDANCE_MAX_LENGTH}
        value={draft.guidance}
        onChange={(event) => {
          const guidance = event.target.value;
          dispatch({ type: 'change', change: (current) => ({ ...current, guidance }) });
        }}
      />
      <Checkbox
        label={t('hideNumbersInPdf')}
        description={t('hideNumbersInPdfHelp')}
        checked={draft.hide_numbers_in_pdf}
        onChange={(event) => {
          const hide_numbers_in_pdf = event.target.checked;
          dispatch({ type: 'change', change: (current) => ({ ...current, hide_numbers_in_pdf }) });
        }}
      />
      <PlanDayTotals
        totals={computeDayTotals(typedPeriods)}
        requirement={requirement}
        gender={gender}
        periods={typedPeriods}
      />
      <ScaleToTarget
        draft={draft}
        target={requirement}
        onScale={(meal_periods) =>
          dispatch({ type: 'change', change: (current) => ({ ...current, meal_periods }) })
        }
      />
      {savable ? null : (
        <p className={styles.hint}>
          {hasUnconfirmedNonEquivalent(draft) ? t('saveHintNotEquivalent') : t('saveHint')}
        </p>
      )}
      {unprintable.length > 0 ? (
        <p role="status" className={styles.hint}>
          {t('unprintable', { characters: unprintable.join(' ') })}
        </p>
      ) : null}
      {saveProblem ? (
        <p role="alert" className={styles.saveProblem}>
          <AlertCircleIcon size={20} />
          {errorText(saveProblem.code, { food: saveProblem.food })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* Leaving while a save runs would drop the draft the save may still need. */}
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button onClick={() => onSave(false)} disabled={!savable} loading={busy}>
          {t('save')}
        </Button>
        {planInactive ? (
          <Button variant="secondary" onClick={() => onSave(true)} disabled={!savable} loading={busy}>
            {t('saveAsNew')}
          </Button>
        ) : null}
      </div>
      <StartFromDialog
        source={startSource}
        nutritionistId={nutritionistId}
        patientId={patientId}
        onClose={() => setStartSource(null)}
        onChoose={(content) => {
          dispatch({ type: 'change', change: (current) => fromCopy(current, content) });
          setStartSource(null);
          setStartApplied(true);
        }}
      />
      <SubstitutionsDialog
        inDraft
        food={substituting}
        onClose={() => setSubstitutingKey(null)}
        onAdd={(food, body, chosen) =>
          inDraft(() => setSubstitutions(food.key, withAddedSubstitution(food, body, chosen)))
        }
        onUpdate={(food, id, amounts) =>
          inDraft(() => setSubstitutions(food.key, withUpdatedSubstitution(food, id, amounts)))
        }
        onRemove={(food, id) => inDraft(() => setSubstitutions(food.key, withoutSubstitution(food, id)))}
      />
      <NewFoodDialog
        nutritionistId={nutritionistId}
        open={addingTo !== null}
        onClose={() => dispatch({ type: 'closeAddFood' })}
        onAdd={({ food, quantity, baselineWeight, measureName }, keepOpen) =>
          dispatch({
            type: 'addFood',
            keepOpen,
            food: {
              key: newKey(),
              id: null,
              foodstuff: toPlanFoodstuff(food),
              quantity,
              baseline_weight: baselineWeight,
              measure_name: measureName,
            },
          })
        }
      />
    </section>
  );
}
