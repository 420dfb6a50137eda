'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { AlertCircleIcon } from '@/components/ui/icons';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { useUnsavedChangesGuard } from '@/components/ui/use-unsaved-changes-guard';
import type { MealPlan, UserDetail } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { formatIsoDateToBr, PRODUCT_TIME_ZONE } from '@/lib/format/dates';
import type { OutOfRangeWarning } from '@/lib/rules/anthropometry/validation';
import {
  canSaveMealPlan,
  isValidPlanBaselineWeight,
  isValidPlanDateRange,
  isValidPlanQuantity,
  sortPeriodsByDay,
} from '@/lib/rules/meal-plan-rules';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { getLastUpdate } from '@/lib/rules/relative-time';
import { MealPeriodSection } from './meal-period-section';
import styles from './meal-plan.module.css';
import {
  createEmptyDraft,
  createEmptyPeriod,
  type MealPlanDraft,
  newKey,
  toCreateRequest,
  toDraft,
  toPlanFoodstuff,
  toRestoredDraft,
  toUpdateRequest,
} from './meal-plan-draft';
import { NewFoodDialog } from './new-food-dialog';
import { PdfDownloadLink } from './pdf-download-link';
import { PlanDates, type PlanDateValues } from './plan-dates';
import { PlanDayTotals } from './plan-day-totals';
import { PlanHistory } from './plan-history';
import { PlanVersions } from './plan-versions';
import { useMealPlanMutations, usePatientPlans } from './use-meal-plans';

type Mode = 'SHOW' | 'CREATE' | 'EDIT';

/** The screen's title in every mode: the editor's, the plan's or the empty state's. */
const TITLE_ID = 'meal-plan-title';

/**
 * The save answers the editor explains in place (upstream services/save-meal-plan): the plan changed
 * elsewhere, and a food archived in the catalogue since the draft took it (which one, in the API's text).
 */
const EXPLAINED_SAVE_CODES = ['MEAL_PLAN_INACTIVE', 'MEAL_PLAN_CONFLICT', 'ARCHIVED_FOODSTUFF'] as const;
type ExplainedSaveCode = (typeof EXPLAINED_SAVE_CODES)[number];
interface SaveProblem {
  code: ExplainedSaveCode;
  /** The API's own text, when it sent one. */
  detail: string;
}

function toSaveProblem(error: unknown): SaveProblem | null {
  if (!(error instanceof ApiProblem)) return null;
  const code = EXPLAINED_SAVE_CODES.find((known) => known === error.code);
  return code ? { code, detail: error.detail.trim() } : null;
}

/** Every amount of the draft readable and within limits, and the dates in order. */
function isDraftSavable(draft: MealPlanDraft, dates: PlanDateValues): boolean {
  return (
    canSaveMealPlan(draft.meal_periods) &&
    draft.meal_periods.every((period) =>
      period.meal_foodstuffs.every(
        (food) => isValidPlanQuantity(food.quantity) && isValidPlanBaselineWeight(food.baseline_weight),
      ),
    ) &&
    dates.start_date !== null &&
    dates.end_date !== null &&
    isValidPlanDateRange(dates.start_date, dates.end_date)
  );
}

/** What a save of the draft would keep (dates, periods, foods and amounts), to tell an edit from the draft as opened. */
function describeDraft(draft: MealPlanDraft, dates: PlanDateValues): string {
  return JSON.stringify([
    dates.start_date,
    dates.end_date,
    draft.meal_periods.map((period) => [
      period.id,
      period.period,
      period.meal_foodstuffs.map((food) => [food.id, food.foodstuff.id, food.quantity, food.baseline_weight]),
    ]),
  ]);
}

/** The meal plan screen (spec 2 §2, §4): SHOW the ACTIVE plan, CREATE one, EDIT it, deactivate it. */
export function MealPlanScreen({
  patient,
  nutritionistId,
  requirement,
  requirementAgeWarning = null,
  today,
  now,
  pdfHref,
}: {
  patient: UserDetail;
  nutritionistId: number;
  requirement: number | null;
  /** The patient's age lies outside the sample of the equation behind the requirement. */
  requirementAgeWarning?: OutOfRangeWarning | null;
  today: string;
  now: string;
  pdfHref: string;
}) {
  const t = useTranslations('MealPlan');
  const tUi = useTranslations('Ui');
  const tPrint = useTranslations('MealPlanPrint');
  const { showToast } = useToast();
  const { data, mutate: reloadPlans } = usePatientPlans(patient.id, patient);
  const { createPlan, updatePlan } = useMealPlanMutations(data ?? patient);
  const plans = data?.meal_plans ?? patient.meal_plans;
  const active = plans.find((plan) => plan.status === 'ACTIVE') ?? null;
  const history = plans.filter((plan) => plan.status === 'INACTIVE');

  const [mode, setMode] = useState<Mode>('SHOW');
  const focusAfterRender = useFocusAfterRender();
  const [draft, setDraft] = useState<MealPlanDraft | null>(null);
  const [dates, setDates] = useState<PlanDateValues>({ start_date: null, end_date: null });
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The plan EDIT opened on: saves go to it even if a reload shows another plan (or none) as ACTIVE.
  const [editingId, setEditingId] = useState<number | null>(null);
  // Why the last save failed, when the editor can say more than the toast; and whether the plan being
  // edited was deactivated elsewhere, which only a new plan gets past.
  const [saveProblem, setSaveProblem] = useState<SaveProblem | null>(null);
  const [planInactive, setPlanInactive] = useState(false);
  // The draft as opened: leaving the page once it differs asks first (links, reload, closing the tab).
  const [openedAs, setOpenedAs] = useState<string | null>(null);
  const changed =
    mode !== 'SHOW' && draft !== null && openedAs !== null && describeDraft(draft, dates) !== openedAs;
  useUnsavedChangesGuard(changed, tUi('unsavedChanges'));

  const startDraft = (next: MealPlanDraft, nextMode: Mode, planId: number | null = null) => {
    // The button that opened the editor leaves with the plan's view: focus goes to the editor's title.
    focusAfterRender(TITLE_ID);
    const nextDates = { start_date: next.start_date, end_date: next.end_date };
    setDraft(next);
    setDates(nextDates);
    setOpenedAs(describeDraft(next, nextDates));
    setMode(nextMode);
    setEditingId(planId);
    setSaveProblem(null);
    setPlanInactive(false);
  };
  const leaveDraft = () => {
    // The editor's buttons leave with it: focus goes to the plan's (or the empty state's) title.
    focusAfterRender(TITLE_ID);
    setDraft(null);
    setOpenedAs(null);
    setMode('SHOW');
    setEditingId(null);
    setSaveProblem(null);
    setPlanInactive(false);
  };
  const copyAsBase = (plan: MealPlan) => startDraft(toDraft(plan, 'copy', today), 'CREATE');

  /** Saves the draft: onto the plan being edited, or (CREATE, 'Salvar como novo plano') as a new ACTIVE plan. */
  const save = async (asNew = false) => {
    if (!draft || dates.start_date === null || dates.end_date === null) return;
    const ready = { ...draft, start_date: dates.start_date, end_date: dates.end_date };
    const updating = !asNew && mode === 'EDIT' && editingId !== null;
    setBusy(true);
    try {
      if (updating) {
        await updatePlan(editingId, toUpdateRequest(ready, patient.id, 'ACTIVE'));
        showToast(t('updatedToast'), { tone: 'success', duration: MESSAGE_TOAST_MS });
      } else {
        await createPlan(toCreateRequest(ready, nutritionistId, patient.id));
        showToast(t('created'), { tone: 'success', duration: MESSAGE_TOAST_MS });
      }
      leaveDraft();
    } catch (error) {
      showToast(updating ? t('updateFailed') : t('createFailed'), {
        tone: 'error',
        duration: MESSAGE_TOAST_MS,
      });
      // The draft stays; a plan changed elsewhere is said in the editor, and the plans are read again.
      const problem = toSaveProblem(error);
      setSaveProblem(problem);
      if (problem && problem.code !== 'ARCHIVED_FOODSTUFF') void reloadPlans();
      if (problem?.code === 'MEAL_PLAN_INACTIVE') setPlanInactive(true);
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async () => {
    if (!active) return;
    setBusy(true);
    try {
      await updatePlan(active.id, toUpdateRequest(toDraft(active, 'edit', today), patient.id, 'INACTIVE'));
      showToast(t('deactivated'), { tone: 'success', duration: MESSAGE_TOAST_MS });
      // 'Desativar plano alimentar' leaves with the plan.
      focusAfterRender(TITLE_ID);
    } catch {
      showToast(t('deactivateFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (mode !== 'SHOW' && draft) {
    const savable = isDraftSavable(draft, dates);
    const canAddPeriod = canSaveMealPlan(draft.meal_periods) && draft.meal_periods.length < 6;
    const setPeriods = (meal_periods: MealPlanDraft['meal_periods']) => setDraft({ ...draft, meal_periods });
    return (
      <section className={styles.screen} aria-labelledby={TITLE_ID}>
        <h2 id={TITLE_ID} className={styles.screenTitle} tabIndex={-1}>
          {mode === 'CREATE' ? t('creatingTitle') : t('editingTitle')}
        </h2>
        {/* The API keeps the total an edit replaces for the days before it (services/meal-plan-calorie-history). */}
        {mode === 'EDIT' ? <p className={styles.hint}>{t('editAppliesFromToday')}</p> : null}
        <PlanDates initial={draft} onChange={setDates} />
        {sortPeriodsByDay(draft.meal_periods).map((period) => (
          <MealPeriodSection
            key={period.key}
            period={period}
            editing={{
              allPeriods: draft.meal_periods,
              onChange: (next) =>
                setPeriods(draft.meal_periods.map((item) => (item.key === next.key ? next : item))),
              onRemove: () => setPeriods(draft.meal_periods.filter((item) => item.key !== period.key)),
              onAddFood: () => setAddingTo(period.key),
            }}
          />
        ))}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={!canAddPeriod}
            onClick={() => setPeriods([...draft.meal_periods, createEmptyPeriod()])}
          >
            {t('newPeriod')}
          </Button>
        </div>
        <PlanDayTotals
          totals={computeDayTotals(sanitize(draft))}
          requirement={requirement}
          ageWarning={requirementAgeWarning}
          gender={patient.gender}
        />
        {savable ? null : <p className={styles.hint}>{t('saveHint')}</p>}
        {saveProblem ? (
          <p role="alert" className={styles.saveProblem}>
            <AlertCircleIcon size={20} />
            {saveProblem.detail || t(`errors.${saveProblem.code}`)}
          </p>
        ) : null}
        <div className={styles.actions}>
          {/* Leaving while a save runs would drop the draft the save may still need. */}
          <Button variant="secondary" onClick={leaveDraft} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={!savable} loading={busy}>
            {t('save')}
          </Button>
          {planInactive ? (
            <Button variant="secondary" onClick={() => void save(true)} disabled={!savable} loading={busy}>
              {t('saveAsNew')}
            </Button>
          ) : null}
        </div>
        <NewFoodDialog
          open={addingTo !== null}
          onClose={() => setAddingTo(null)}
          onAdd={({ food, quantity, baselineWeight }) => {
            setPeriods(
              draft.meal_periods.map((period) =>
                period.key === addingTo
                  ? {
                      ...period,
                      meal_foodstuffs: [
                        ...period.meal_foodstuffs,
                        {
                          key: newKey(),
                          id: null,
                          foodstuff: toPlanFoodstuff(food),
                          quantity,
                          baseline_weight: baselineWeight,
                        },
                      ],
                    }
                  : period,
              ),
            );
            setAddingTo(null);
          }}
        />
      </section>
    );
  }

  const lastUpdate = active ? getLastUpdate(active.updated_at, new Date(now), PRODUCT_TIME_ZONE) : null;
  return (
    <section className={`${styles.screen} ${styles.printable}`} aria-labelledby={TITLE_ID}>
      {active ? (
        <>
          <header className={styles.planHeader}>
            <div>
              <h2 id={TITLE_ID} className={styles.screenTitle} tabIndex={-1}>
                {t('title')}
              </h2>
              <p className={styles.printOnly}>{tPrint('patient', { name: patient.name })}</p>
              <p className={styles.meta}>
                {t('validity', {
                  start: formatIsoDateToBr(active.start_date),
                  end: formatIsoDateToBr(active.end_date),
                })}
                {lastUpdate ? (
                  <span className={styles.noPrint}>
                    {' · '}
                    {t('updated', { when: tUi(`LastUpdate.${lastUpdate.key}`, { count: lastUpdate.count }) })}
                  </span>
                ) : null}
              </p>
            </div>
            <div className={`${styles.actions} ${styles.noPrint}`}>
              <Button
                disabled={!canSaveMealPlan(active.meal_periods)}
                onClick={() => startDraft(toDraft(active, 'edit', today), 'EDIT', active.id)}
              >
                {t('editPlan')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('deactivatePlan')}
              </Button>
              <Button variant="ghost" onClick={() => window.print()}>
                {t('print')}
              </Button>
              <PdfDownloadLink
                className={styles.link}
                href={pdfHref}
                fileName={`plano-alimentar-${patient.id}.pdf`}
                label={t('downloadPdf')}
                busyLabel={t('downloadingPdf')}
                failedText={t('downloadPdfFailed')}
              />
            </div>
          </header>
          {toDraft(active, 'edit', today).meal_periods.map((period) => (
            <MealPeriodSection key={period.id ?? period.key} period={period} />
          ))}
          <PlanDayTotals
            totals={computeDayTotals(active.meal_periods)}
            requirement={requirement}
            ageWarning={requirementAgeWarning}
            gender={patient.gender}
          />
          <PlanVersions
            plan={active}
            today={today}
            onRestore={(version) => startDraft(toRestoredDraft(active, version, today), 'EDIT', active.id)}
          />
        </>
      ) : (
        <EmptyState
          title={
            <span id={TITLE_ID} tabIndex={-1}>
              {t('emptyTitle')}
            </span>
          }
          description={t('emptyText')}
          action={
            <Button onClick={() => startDraft(createEmptyDraft(today), 'CREATE')}>{t('createPlan')}</Button>
          }
        />
      )}
      <PlanHistory plans={history} today={today} onUseAsBase={copyAsBase} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        size="sm"
        title={t('deactivateTitle')}
        description={t('deactivateText')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" onClick={deactivate} loading={busy}>
              {t('deactivateConfirm')}
            </Button>
          </>
        }
      />
    </section>
  );
}

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
