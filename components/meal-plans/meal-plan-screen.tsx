'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { useFormState } from '@/components/ui/use-form-state';
import { useOnDemand } from '@/components/ui/use-on-demand';
import { useUnsavedChangesGuard } from '@/components/ui/use-unsaved-changes-guard';
import type { MealPlan, UserDetail } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import type { LastUpdateOf } from '@/lib/rules/relative-time';
import { loadDraftContentSchema } from './draft-content-rule';
import styles from './meal-plan.module.css';
import {
  createEmptyDraft,
  type MealPlanDraft,
  toCreateRequest,
  toDraft,
  toRestoredDraft,
  toUpdateRequest,
} from './meal-plan-draft';
import { isDraftSavable } from './meal-plan-savable';
import { MealPlanViewer } from './meal-plan-viewer';
import { PlanHistory } from './plan-history';
import {
  EXPLAINED_SAVE_CODES,
  editorTitleKey,
  hasUnsavedChanges,
  type SaveProblem,
  useMealPlanDraft,
} from './use-meal-plan-draft';
import { useMealPlanMutations, usePatientPlans } from './use-meal-plans';

/** The screen's title in every mode: the editor's, the plan's or the empty state's. */
const TITLE_ID = 'meal-plan-title';

interface ScreenDialogs {
  confirming: boolean;
  savingTemplate: boolean;
  substitutingId: number | null;
  askingToDiscard: boolean;
}
const NO_DIALOG: ScreenDialogs = {
  confirming: false,
  savingTemplate: false,
  substitutingId: null,
  askingToDiscard: false,
};

// The editor (periods, food search, dialogs, totals as she types) is most of the screen's code and is
// opened by a press: it loads when a control of the screen first takes focus (a press focuses its button
// first), not with the page. 'Descartar as alterações?' comes with it, ready when she cancels.
const importEditor = () =>
  Promise.all([import('./meal-plan-editor'), import('./discard-draft-dialog')]).then(([editor, discard]) => ({
    Editor: editor.MealPlanEditor,
    DiscardDraftDialog: discard.DiscardDraftDialog,
  }));
// The plan's dialogs load when first opened, as the agenda's do.
const loadSubstitutionsDialog = () =>
  import('./substitutions-dialog').then((module) => module.SubstitutionsDialog);
const loadSaveTemplateDialog = () =>
  import('./save-template-dialog').then((module) => module.SaveTemplateDialog);
const loadDeactivateDialog = () =>
  import('./deactivate-plan-dialog').then((module) => module.DeactivatePlanDialog);

/**
 * The food an ARCHIVED_FOODSTUFF refusal is about, when the draft tells it: the API asks the catalogue only
 * about the foods a save sends as new (no saved row kept, no copy), so a single such food is the one.
 */
function soleNewFood(draft: MealPlanDraft, creating: boolean): string | undefined {
  const fresh = draft.meal_periods
    .flatMap((period) => period.meal_foodstuffs)
    .filter((food) => !food.copied_from && (creating || food.id === null));
  const names = new Set(fresh.map((food) => food.foodstuff.name));
  return names.size === 1 ? [...names][0] : undefined;
}

function toSaveProblem(error: unknown, draft: MealPlanDraft, creating: boolean): SaveProblem | null {
  if (!(error instanceof ApiProblem)) return null;
  const code = EXPLAINED_SAVE_CODES.find((known) => known === error.code);
  if (!code) return null;
  const food = code === 'ARCHIVED_FOODSTUFF' ? soleNewFood(draft, creating) : undefined;
  return food ? { code, food } : { code };
}

/** The meal plan screen (spec 2 §2, §4): SHOW the ACTIVE plan, CREATE one, EDIT it, deactivate it. */
export function MealPlanScreen({
  patient,
  nutritionistId,
  requirement,
  today,
  now,
  loadedLastUpdate = null,
  pdfHref,
}: {
  patient: UserDetail;
  nutritionistId: number;
  requirement: number | null;
  today: string;
  now: string;
  /** The ACTIVE plan's last update as the server read it (MealPlanViewer). */
  loadedLastUpdate?: LastUpdateOf | null;
  pdfHref: string;
}) {
  const t = useTranslations('MealPlan');
  const tUi = useTranslations('Ui');
  const { showToast } = useToast();
  const { data, mutate: reloadPlans } = usePatientPlans(patient.id, patient);
  const { createPlan, updatePlan, addSubstitution, updateSubstitution, removeSubstitution } =
    useMealPlanMutations(data ?? patient);
  const plans = data?.meal_plans ?? patient.meal_plans;
  const active = plans.find((plan) => plan.status === 'ACTIVE') ?? null;
  const history = plans.filter((plan) => plan.status === 'INACTIVE');

  const focusAfterRender = useFocusAfterRender();
  const [state, dispatch] = useMealPlanDraft();
  const [editorFailed, setEditorFailed] = useState(false);
  const editing = state.mode !== 'SHOW' && state.draft !== null;
  const { load: loadEditorCode, loaded: editorCode, prepare: prepareEditor } = useOnDemand(importEditor);
  const loadEditor = useCallback(() => {
    setEditorFailed(false);
    loadEditorCode().catch(() => setEditorFailed(true));
  }, [loadEditorCode]);
  // A draft opened (or restored from this browser) before the editor's code has come waits for it.
  useEffect(() => {
    if (editing) loadEditor();
  }, [editing, loadEditor]);
  // The editor replaces its placeholder's title: focus follows it rather than falling to the page.
  useEffect(() => {
    if (editing && editorCode && document.activeElement === document.body) focusAfterRender(TITLE_ID);
  }, [editing, editorCode, focusAfterRender]);
  // Which dialog is open, and a save or a deactivation under way. `substitutingId`: the saved food whose
  // 'Substituições' are open, read from the plan so each change lists anew. `askingToDiscard`: 'Cancelar'
  // on a changed draft asks before discarding it.
  const form = useFormState<ScreenDialogs>(NO_DIALOG);
  const { confirming, savingTemplate, substitutingId, askingToDiscard } = form.values;
  const { set, busy, setBusy } = form;
  const substituting =
    active && substitutingId !== null
      ? (toDraft(active, 'edit', today)
          .meal_periods.flatMap((period) => period.meal_foodstuffs)
          .find((food) => food.id === substitutingId) ?? null)
      : null;
  // Leaving the page once the draft differs from the draft as opened asks first (links, reload, closing the tab).
  useUnsavedChangesGuard(hasUnsavedChanges(state), tUi('unsavedChanges'));

  const startDraft = (draft: MealPlanDraft, mode: 'CREATE' | 'EDIT', planId: number | null = null) => {
    // The button that opened the editor leaves with the plan's view: focus goes to the editor's title.
    focusAfterRender(TITLE_ID);
    dispatch({ type: 'start', draft, mode, planId });
  };
  const leaveDraft = () => {
    // The editor's buttons leave with it: focus goes to the plan's (or the empty state's) title.
    focusAfterRender(TITLE_ID);
    dispatch({ type: 'leave' });
  };
  const copyAsBase = (plan: MealPlan) => startDraft(toDraft(plan, 'copy', today), 'CREATE');

  /** Saves the draft: onto the plan being edited, or (CREATE, 'Salvar como novo plano') as a new ACTIVE plan. */
  const save = async (asNew: boolean) => {
    const { draft, dates, mode, editingId } = state;
    if (!draft || dates.start_date === null || dates.end_date === null) return;
    const ready = { ...draft, start_date: dates.start_date, end_date: dates.end_date };
    const updating = !asNew && mode === 'EDIT' && editingId !== null;
    setBusy(true);
    try {
      // Checked with the contract's schema as the API checks it; when it cannot load, the save failed.
      if (!isDraftSavable(draft, dates, await loadDraftContentSchema())) return;
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
      const problem = toSaveProblem(error, ready, !updating);
      dispatch({ type: 'saveFailed', problem });
      if (problem && problem.code !== 'ARCHIVED_FOODSTUFF') void reloadPlans();
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
      set('confirming', false);
    }
  };

  const { draft } = state;
  if (editing && draft && !editorCode) {
    return (
      <section className={styles.screen} aria-labelledby={TITLE_ID}>
        <h2 id={TITLE_ID} className={styles.screenTitle} tabIndex={-1}>
          {t(editorTitleKey(state.mode))}
        </h2>
        <LoadState
          failed={editorFailed}
          loading
          errorText={t('editorLoadFailed')}
          retryLabel={t('editorRetry')}
          loadingLabel={t('editorLoading')}
          onRetry={loadEditor}
        >
          {null}
        </LoadState>
      </section>
    );
  }
  if (editing && draft && editorCode) {
    return (
      <>
        <editorCode.DiscardDraftDialog
          open={askingToDiscard}
          onKeep={() => set('askingToDiscard', false)}
          onDiscard={() => {
            set('askingToDiscard', false);
            leaveDraft();
          }}
        />
        <editorCode.Editor
          titleId={TITLE_ID}
          state={{ ...state, draft }}
          dispatch={dispatch}
          busy={busy}
          onSave={(asNew) => void save(asNew)}
          onCancel={() => (hasUnsavedChanges(state) ? set('askingToDiscard', true) : leaveDraft())}
          requirement={requirement}
          gender={patient.gender}
          nutritionistId={nutritionistId}
          patientId={patient.id}
        />
      </>
    );
  }

  return (
    <section
      className={`${styles.screen} ${styles.printable}`}
      aria-labelledby={TITLE_ID}
      onFocus={prepareEditor}
    >
      {active ? (
        <MealPlanViewer
          titleId={TITLE_ID}
          plan={active}
          patient={patient}
          requirement={requirement}
          today={today}
          now={now}
          loadedLastUpdate={loadedLastUpdate}
          pdfHref={pdfHref}
          onEdit={() => startDraft(toDraft(active, 'edit', today), 'EDIT', active.id)}
          onSaveAsTemplate={() => set('savingTemplate', true)}
          onDeactivate={() => set('confirming', true)}
          onRestore={(version) => startDraft(toRestoredDraft(active, version, today), 'EDIT', active.id)}
          onSubstitutions={(food) => set('substitutingId', food.id)}
        />
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
      {active ? (
        <DialogOnDemand
          load={loadSubstitutionsDialog}
          open={substituting !== null}
          props={{
            food: substituting,
            onClose: () => set('substitutingId', null),
            onAdd: (food, body) => addSubstitution(active.id, food.id!, body),
            onUpdate: (food, substitutionId, amounts) =>
              updateSubstitution(active.id, food.id!, substitutionId, amounts),
            onRemove: (food, substitutionId) => removeSubstitution(active.id, food.id!, substitutionId),
          }}
        />
      ) : null}
      {active ? (
        <DialogOnDemand
          load={loadSaveTemplateDialog}
          open={savingTemplate}
          props={{
            open: savingTemplate,
            nutritionistId,
            planId: active.id,
            onClose: () => set('savingTemplate', false),
          }}
        />
      ) : null}
      <PlanHistory plans={history} today={today} onUseAsBase={copyAsBase} />
      <DialogOnDemand
        load={loadDeactivateDialog}
        open={confirming}
        props={{ open: confirming, onClose: () => set('confirming', false), onConfirm: deactivate, busy }}
      />
    </section>
  );
}
