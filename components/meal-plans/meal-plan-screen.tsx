'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { useFormState } from '@/components/ui/use-form-state';
import { useOnDemand } from '@/components/ui/use-on-demand';
import type { MealPlan, UserDetail } from '@/lib/api/contract';
import styles from './meal-plan.module.css';
import type { MealPlanDraft } from './meal-plan-draft';
import { MealPlanViewer } from './meal-plan-viewer';
import { PlanActionsProvider } from './plan-actions';
import { PlanHistory } from './plan-history';
import type { MealPlanViewerProps } from './plan-view';
import { SubstitutionsOpener } from './substitutions-button';
import { MEAL_PLAN_TITLE_ID } from './title-id';
import { useDrawnPlanView } from './use-drawn-plan-view';
import { editorTitleKey, hasUnsavedChanges, useMealPlanDraft } from './use-meal-plan-draft';
import { usePatientPlans } from './use-meal-plans';

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

// The editor (periods, food search, dialogs, totals as she types) and what turns a plan into a draft are
// most of the screen's code, and are opened by a press: they load when a control of the screen first takes
// focus (a press focuses its button first), not with the page.
const importEditor = () => import('./editor-code');
type EditorCode = Awaited<ReturnType<typeof importEditor>>;
// The plan's dialogs load when first opened, as the agenda's do.
const loadSubstitutionsDialog = () =>
  import('./plan-substitutions-dialog').then((module) => module.PlanSubstitutionsDialog);
const loadSaveTemplateDialog = () =>
  import('./save-template-dialog').then((module) => module.SaveTemplateDialog);
const loadDeactivateDialog = () =>
  import('./deactivate-plan-dialog').then((module) => module.DeactivatePlanDialog);

/** A draft asked for (a press) before the editor's code has come: made from that code once it has. */
interface Opening {
  mode: 'CREATE' | 'EDIT';
  planId: number | null;
  make: (code: EditorCode) => MealPlanDraft;
}

/** The meal plan screen (spec 2 §2, §4): SHOW the ACTIVE plan, CREATE one, EDIT it, deactivate it. */
export function MealPlanScreen({
  patient,
  nutritionistId,
  requirement,
  today,
  now,
  pdfHref,
  view,
}: {
  patient: UserDetail;
  nutritionistId: number;
  requirement: number | null;
  today: string;
  now: string;
  pdfHref: string;
  /**
   * The viewer's parts for the ACTIVE plan of `patient`, rendered by the server (planViewerProps): its
   * heading, periods and guidance arrive as HTML, and the browser loads none of their code with the page.
   */
  view: MealPlanViewerProps | null;
}) {
  const t = useTranslations('MealPlan');
  const { showToast } = useToast();
  const { data, mutate: reloadPlans } = usePatientPlans(patient.id, patient);
  const { mutate, compare } = useSWRConfig();
  /** The plan's writes, whose code loads with the editor's (on the screen's first use). */
  const writes = async () => (await loadEditorCode()).mealPlanWrites(mutate, data ?? patient);
  const plans = data?.meal_plans ?? patient.meal_plans;
  const active = plans.find((plan) => plan.status === 'ACTIVE') ?? null;
  const history = plans.filter((plan) => plan.status === 'INACTIVE');
  // The server's view holds while the plan it shows is the one in the cache: the same object until SWR
  // reads the plans again (on her return to the window), then an equal one until the plan changes.
  const viewed = patient.meal_plans.find((plan) => plan.status === 'ACTIVE');
  const viewIsCurrent = active !== null && (active === viewed || compare(active, viewed));

  const focusAfterRender = useFocusAfterRender();
  const [state, dispatch] = useMealPlanDraft();
  const [opening, setOpening] = useState<Opening | null>(null);
  const [editorFailed, setEditorFailed] = useState(false);
  const editing = state.mode !== 'SHOW' && state.draft !== null;
  const {
    drawn,
    fallback,
    prepare: prepareDrawing,
  } = useDrawnPlanView(
    active && !viewIsCurrent && !editing ? { plan: active, patient, requirement, today, now, pdfHref } : null,
  );
  const { load: loadEditorCode, loaded: editorCode, prepare: prepareEditorCode } = useOnDemand(importEditor);
  const prepare = () => {
    prepareEditorCode();
    prepareDrawing();
  };
  const loadEditor = useCallback(() => {
    setEditorFailed(false);
    loadEditorCode().catch(() => setEditorFailed(true));
  }, [loadEditorCode]);
  // A draft asked for before the editor's code has come waits for it, then opens.
  useEffect(() => {
    if (opening) loadEditor();
  }, [opening, loadEditor]);
  useEffect(() => {
    if (!opening || !editorCode) return;
    dispatch({ type: 'start', draft: opening.make(editorCode), mode: opening.mode, planId: opening.planId });
    setOpening(null);
  }, [opening, editorCode, dispatch]);
  // The editor replaces its placeholder's title: focus follows it rather than falling to the page.
  useEffect(() => {
    if (editing && editorCode && document.activeElement === document.body)
      focusAfterRender(MEAL_PLAN_TITLE_ID);
  }, [editing, editorCode, focusAfterRender]);
  // Which dialog is open, and a save or a deactivation under way. `substitutingId`: the saved food whose
  // 'Substituições' are open, read from the plan so each change lists anew. `askingToDiscard`: 'Cancelar'
  // on a changed draft asks before discarding it.
  const form = useFormState<ScreenDialogs>(NO_DIALOG);
  const { confirming, savingTemplate, substitutingId, askingToDiscard } = form.values;
  const { set, busy, setBusy } = form;

  const startDraft = (mode: 'CREATE' | 'EDIT', make: Opening['make'], planId: number | null = null) => {
    // The button that opened the editor leaves with the plan's view: focus goes to the editor's title.
    focusAfterRender(MEAL_PLAN_TITLE_ID);
    setOpening({ mode, planId, make });
  };
  const leaveDraft = () => {
    // The editor's buttons leave with it: focus goes to the plan's (or the empty state's) title.
    focusAfterRender(MEAL_PLAN_TITLE_ID);
    dispatch({ type: 'leave' });
  };
  const copyAsBase = (plan: MealPlan) => startDraft('CREATE', (code) => code.toDraft(plan, 'copy', today));

  /** Saves the draft: onto the plan being edited, or (CREATE, 'Salvar como novo plano') as a new ACTIVE plan. */
  const save = async (asNew: boolean) => {
    const { draft, dates, mode, editingId } = state;
    if (!editorCode || !draft || dates.start_date === null || dates.end_date === null) return;
    const { isDraftSavable, loadDraftContentSchema, toCreateRequest, toSaveProblem, toUpdateRequest } =
      editorCode;
    const { createPlan, updatePlan } = editorCode.mealPlanWrites(mutate, data ?? patient);
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
      const { toDraft, toUpdateRequest } = await loadEditorCode();
      await (await writes()).updatePlan(
        active.id,
        toUpdateRequest(toDraft(active, 'edit', today), patient.id, 'INACTIVE'),
      );
      showToast(t('deactivated'), { tone: 'success', duration: MESSAGE_TOAST_MS });
      // 'Desativar plano alimentar' leaves with the plan.
      focusAfterRender(MEAL_PLAN_TITLE_ID);
    } catch {
      showToast(t('deactivateFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
    } finally {
      setBusy(false);
      set('confirming', false);
    }
  };

  const { draft } = state;
  if (opening || (editing && !editorCode)) {
    return (
      <section className={styles.screen} aria-labelledby={MEAL_PLAN_TITLE_ID}>
        <h2 id={MEAL_PLAN_TITLE_ID} className={styles.screenTitle} tabIndex={-1}>
          {t(editorTitleKey(opening?.mode ?? state.mode))}
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
        <editorCode.MealPlanEditor
          titleId={MEAL_PLAN_TITLE_ID}
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
      aria-labelledby={MEAL_PLAN_TITLE_ID}
      onFocus={prepare}
    >
      {active ? (
        <PlanActionsProvider
          value={{
            plan: active,
            today,
            onEdit: () => startDraft('EDIT', (code) => code.toDraft(active, 'edit', today), active.id),
            onSaveAsTemplate: () => set('savingTemplate', true),
            onDeactivate: () => set('confirming', true),
            onRestore: (version) =>
              startDraft('EDIT', (code) => code.toRestoredDraft(active, version, today), active.id),
          }}
        >
          <SubstitutionsOpener open={(food) => set('substitutingId', food.id)}>
            {/* One viewer, whoever drew its parts: what she chose in it (her tab, her PDF choices, the
                versions opened) stays when the plan changes. */}
            {viewIsCurrent && view ? (
              <MealPlanViewer {...view} />
            ) : drawn ? (
              <MealPlanViewer {...drawn} />
            ) : (
              fallback
            )}
          </SubstitutionsOpener>
        </PlanActionsProvider>
      ) : (
        <EmptyState
          title={
            <span id={MEAL_PLAN_TITLE_ID} tabIndex={-1}>
              {t('emptyTitle')}
            </span>
          }
          description={t('emptyText')}
          action={
            <Button onClick={() => startDraft('CREATE', (code) => code.createEmptyDraft(today))}>
              {t('createPlan')}
            </Button>
          }
        />
      )}
      {active ? (
        <DialogOnDemand
          load={loadSubstitutionsDialog}
          open={substitutingId !== null}
          props={{
            plan: active,
            foodId: substitutingId,
            today,
            onClose: () => set('substitutingId', null),
            onAdd: async (food, body) => (await writes()).addSubstitution(active.id, food.id!, body),
            onUpdate: async (food, substitutionId, amounts) =>
              (await writes()).updateSubstitution(active.id, food.id!, substitutionId, amounts),
            onRemove: async (food, substitutionId) =>
              (await writes()).removeSubstitution(active.id, food.id!, substitutionId),
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
