'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ContentOnDemand } from '@/components/ui/content-on-demand';
import { Tabs } from '@/components/ui/tabs';
import { useOnDemand } from '@/components/ui/use-on-demand';
import { WhenNearView } from '@/components/ui/when-near-view';
import type { MealPlan, MealPlanVersion, UserDetail } from '@/lib/api/contract';
import { formatIsoDateToBr, PRODUCT_TIME_ZONE } from '@/lib/format/dates';
import { getMealPlanPdfFileName } from '@/lib/format/file-names';
import { NUTRIENTS_PARAM, TECHNICAL_NOTES_PARAM } from '@/lib/routes';
import { canSaveMealPlan, sortPeriodsByTime } from '@/lib/rules/meal-plan-rules';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { getLastUpdate, type LastUpdateOf } from '@/lib/rules/relative-time';
import { DayTotalsSection } from './day-totals-section';
import { MealPeriodSection } from './meal-period-section';
import styles from './meal-plan.module.css';
import { type DraftFood, toDraft } from './meal-plan-draft';
import { PdfDownloadLink } from './pdf-download-link';
import { PlanVersions } from './plan-versions';

const GUIDANCE_TITLE_ID = 'meal-plan-guidance';
const DAY_TOTALS_TITLE_ID = 'meal-plan-day-totals';
/** The day's totals' place until they load: about their height at 375 px (1,211 px for the demo's patient 4). */
const DAY_TOTALS_HEIGHT = 1200;

/** The day's totals (and their DRI summary) come below the periods: their code loads as they near the view. */
const loadDayTotals = () => import('./plan-day-totals').then((module) => module.DayTotalsBody);
/** The 'Nutrientes' tab's code (every nutrient's table) loads when she first chooses it. */
const loadNutrientsPanel = () =>
  import('./nutrients/plan-nutrients-panel').then((module) => module.PlanNutrientsPanel);

/** The PDF's address for the copy chosen: the nutritionist's (notes and nutrients) or the patient's. */
function pdfQuery(href: string, technicalNotes: boolean, nutrients: boolean): string {
  if (technicalNotes) return `${href}?${TECHNICAL_NOTES_PARAM}=1`;
  return nutrients ? `${href}?${NUTRIENTS_PARAM}=1` : href;
}

/** The ACTIVE plan as the nutritionist and the printout see it (spec 2 §2), with its actions. */
export function MealPlanViewer({
  titleId,
  plan,
  patient,
  requirement,
  today,
  now,
  loadedLastUpdate,
  pdfHref,
  onEdit,
  onSaveAsTemplate,
  onDeactivate,
  onRestore,
  onSubstitutions,
}: {
  titleId: string;
  plan: MealPlan;
  patient: UserDetail;
  requirement: number | null;
  today: string;
  now: string;
  /**
   * The server's reading of the plan as the page loaded it. Reading an instant's day in the product's zone
   * takes Intl, whose first use costs the browser 40–100 ms: the page's first render takes this instead.
   */
  loadedLastUpdate: LastUpdateOf | null;
  pdfHref: string;
  onEdit: () => void;
  /** 'Salvar como modelo': the plan into her library. */
  onSaveAsTemplate: () => void;
  onDeactivate: () => void;
  onRestore: (version: MealPlanVersion) => void;
  /** 'Substituições' of a food: its alternatives, to change. */
  onSubstitutions: (food: DraftFood) => void;
}) {
  const t = useTranslations('MealPlan');
  const tUi = useTranslations('Ui');
  // The PDF is the patient's copy: notes on partial totals only when she asks for her own.
  const [technicalNotes, setTechnicalNotes] = useState(false);
  const [nutrientsInPdf, setNutrientsInPdf] = useState(false);
  const nutrientsPanel = useOnDemand(loadNutrientsPanel);
  const dayTotals = useOnDemand(loadDayTotals);
  // 'Imprimir' prints the totals too: it shows them, waits for their code (or its failure), then prints.
  const [printing, setPrinting] = useState(0);
  useEffect(() => {
    if (printing > 0) window.print();
  }, [printing]);
  const print = () => {
    dayTotals
      .load()
      .catch(() => undefined)
      .finally(() => setPrinting((count) => count + 1));
  };
  const tPrint = useTranslations('MealPlanPrint');
  const tNutrients = useTranslations('PlanNutrients');
  const [tab, setTab] = useState<'plan' | 'nutrients'>('plan');
  // As the patient follows it: by time, where the plan gives one. Drawn once per plan read: toDraft keys each
  // food anew, and new keys on every render would replace the rows, and the button she is on, under her.
  const periods = useMemo(
    () =>
      toDraft({ ...plan, meal_periods: sortPeriodsByTime(plan.meal_periods) }, 'edit', today).meal_periods,
    [plan, today],
  );
  const lastUpdate =
    loadedLastUpdate?.updatedAt === plan.updated_at
      ? loadedLastUpdate.lastUpdate
      : getLastUpdate(plan.updated_at, new Date(now), PRODUCT_TIME_ZONE);
  return (
    <>
      <header className={styles.planHeader}>
        <div>
          <h2 id={titleId} className={styles.screenTitle} tabIndex={-1}>
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
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button disabled={!canSaveMealPlan(plan.meal_periods)} onClick={onEdit}>
            {t('editPlan')}
          </Button>
          <Button variant="secondary" onClick={onSaveAsTemplate}>
            {t('saveAsTemplate')}
          </Button>
          <Button variant="secondary" onClick={onDeactivate}>
            {t('deactivatePlan')}
          </Button>
          <Button variant="ghost" onClick={print}>
            {t('print')}
          </Button>
          <Checkbox
            label={t('technicalNotes')}
            checked={technicalNotes}
            onChange={(event) => setTechnicalNotes(event.target.checked)}
          />
          {/* The nutritionist's copy (technical notes) always carries the nutrients; the patient's if she asks. */}
          <Checkbox
            label={t('nutrientsInPdf')}
            checked={technicalNotes || nutrientsInPdf}
            disabled={technicalNotes}
            onChange={(event) => setNutrientsInPdf(event.target.checked)}
          />
          <PdfDownloadLink
            className={styles.link}
            href={pdfQuery(pdfHref, technicalNotes, nutrientsInPdf)}
            fileName={getMealPlanPdfFileName(patient.name, today)}
            label={t('downloadPdf')}
            busyLabel={t('downloadingPdf')}
            failedText={t('downloadPdfFailed')}
          />
        </div>
      </header>
      <Tabs
        label={tNutrients('tabsLabel')}
        value={tab}
        onValueChange={(value) => setTab(value as 'plan' | 'nutrients')}
        items={[
          {
            value: 'plan',
            label: tNutrients('planTab'),
            content: (
              <>
                {periods.map((period) => (
                  <MealPeriodSection
                    key={period.id ?? period.key}
                    period={period}
                    onSubstitutions={onSubstitutions}
                  />
                ))}
                <DayTotalsSection titleId={DAY_TOTALS_TITLE_ID}>
                  <WhenNearView height={DAY_TOTALS_HEIGHT} now={dayTotals.loaded !== null}>
                    <ContentOnDemand
                      code={dayTotals}
                      props={{
                        totals: computeDayTotals(plan.meal_periods),
                        requirement,
                        periods: plan.meal_periods,
                        onShowNutrients: () => setTab('nutrients'),
                        gender: patient.gender,
                      }}
                    />
                  </WhenNearView>
                </DayTotalsSection>
                {plan.guidance ? (
                  <section className={styles.period} aria-labelledby={GUIDANCE_TITLE_ID}>
                    <h3 id={GUIDANCE_TITLE_ID} className={styles.periodTitle}>
                      {t('guidance')}
                    </h3>
                    <p className={styles.patientText}>{plan.guidance}</p>
                  </section>
                ) : null}
              </>
            ),
          },
          {
            value: 'nutrients',
            label: tNutrients('tab'),
            content: <ContentOnDemand code={nutrientsPanel} props={{ periods: plan.meal_periods }} />,
          },
        ]}
      />
      <PlanVersions plan={plan} today={today} onRestore={onRestore} />
    </>
  );
}
