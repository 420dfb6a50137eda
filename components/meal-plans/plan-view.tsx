// The ACTIVE plan as the nutritionist and the printout see it (spec 2 §2): the parts MealPlanViewer shows.
// The page renders them on the server, so the browser loads none of their code with the page (the periods,
// their sums, the alternatives' figures); their controls are client parts (the 'Substituições' buttons). Once
// the plan changes in the page (a save, an alternative), the screen draws them with this code
// (useDrawnPlanView), from the plan the API answered.
import type { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import type { MealPlan, UserDetail } from '@/lib/api/contract';
import { formatIsoDateToBr, PRODUCT_TIME_ZONE } from '@/lib/format/dates';
import { getMealPlanPdfFileName } from '@/lib/format/file-names';
import { canSaveMealPlan, sortPeriodsByTime } from '@/lib/rules/meal-plan-rules';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { getLastUpdate } from '@/lib/rules/relative-time';
import { MealPeriodSection } from './meal-period-section';
import styles from './meal-plan.module.css';
import { type DraftPeriod, toDraft } from './meal-plan-draft';
import type { MealPlanViewer } from './meal-plan-viewer';
import { MEAL_PLAN_TITLE_ID } from './title-id';

const GUIDANCE_TITLE_ID = 'meal-plan-guidance';

export interface PlanViewProps {
  plan: MealPlan;
  patient: Pick<UserDetail, 'name' | 'gender'>;
  requirement: number | null;
  today: string;
  /** The instant the page was read, for 'Atualizado há …'. */
  now: string;
  pdfHref: string;
}

export type MealPlanViewerProps = ComponentProps<typeof MealPlanViewer>;

/** The view's messages, read by whoever draws it (the page on the server, or the screen). */
export interface PlanViewMessages {
  t: ReturnType<typeof useTranslations<'MealPlan'>>;
  tUi: ReturnType<typeof useTranslations<'Ui'>>;
  tPrint: ReturnType<typeof useTranslations<'MealPlanPrint'>>;
}

/**
 * The plan's periods as the patient follows them: by time, where the plan gives one. Made once per plan read
 * (in the browser, after a change): toDraft keys each food anew, and new keys on every render would replace
 * the rows, and the button she is on, under her.
 */
export function viewPeriods(plan: MealPlan, today: string): DraftPeriod[] {
  return toDraft({ ...plan, meal_periods: sortPeriodsByTime(plan.meal_periods) }, 'edit', today).meal_periods;
}

/** What MealPlanViewer shows of the plan: its heading, periods and guidance, its totals and its PDF. */
export function planViewerProps(
  { plan, patient, requirement, today, now, pdfHref }: PlanViewProps,
  periods: DraftPeriod[],
  { t, tUi, tPrint }: PlanViewMessages,
): MealPlanViewerProps {
  const lastUpdate = getLastUpdate(plan.updated_at, new Date(now), PRODUCT_TIME_ZONE);
  return {
    heading: (
      <div>
        <h2 id={MEAL_PLAN_TITLE_ID} className={styles.screenTitle} tabIndex={-1}>
          {t('title')}
        </h2>
        <p className={styles.printOnly}>{tPrint('patient', { name: patient.name })}</p>
        <p className={styles.meta}>
          {t('validity', {
            start: formatIsoDateToBr(plan.start_date),
            end: formatIsoDateToBr(plan.end_date),
          })}
          {lastUpdate ? (
            <span className={styles.noPrint}>
              {' · '}
              {t('updated', { when: tUi(`LastUpdate.${lastUpdate.key}`, { count: lastUpdate.count }) })}
            </span>
          ) : null}
        </p>
      </div>
    ),
    periods: periods.map((period) => (
      <MealPeriodSection key={period.id ?? period.key} period={period} substitutions="saved" />
    )),
    guidance: plan.guidance ? (
      <section className={styles.period} aria-labelledby={GUIDANCE_TITLE_ID}>
        <h3 id={GUIDANCE_TITLE_ID} className={styles.periodTitle}>
          {t('guidance')}
        </h3>
        <p className={styles.patientText}>{plan.guidance}</p>
      </section>
    ) : null,
    editable: canSaveMealPlan(plan.meal_periods),
    totals: computeDayTotals(plan.meal_periods),
    requirement,
    gender: patient.gender,
    pdfHref,
    pdfFileName: getMealPlanPdfFileName(patient.name, today),
  };
}
