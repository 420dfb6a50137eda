'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ContentOnDemand } from '@/components/ui/content-on-demand';
import { Tabs } from '@/components/ui/tabs';
import { useOnDemand } from '@/components/ui/use-on-demand';
import { WhenNearView } from '@/components/ui/when-near-view';
import type { UserDetail } from '@/lib/api/contract';
import { NUTRIENTS_PARAM, TECHNICAL_NOTES_PARAM } from '@/lib/routes';
import type { NutrientTotals } from '@/lib/rules/meal-plan-totals';
import { DayTotalsSection } from './day-totals-section';
import styles from './meal-plan.module.css';
import { PdfDownloadLink } from './pdf-download-link';
import { usePlanActions } from './plan-actions';
import { PlanVersions } from './plan-versions';

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

/**
 * The plan's view's controls, around the parts planViewerProps makes (its heading, periods and guidance): the
 * actions, the PDF's choices, the 'Plano' and 'Nutrientes' tabs, the day's totals and the earlier versions.
 */
export function MealPlanViewer({
  heading,
  periods,
  guidance,
  editable,
  totals,
  requirement,
  gender,
  pdfHref,
  pdfFileName,
}: {
  heading: ReactNode;
  periods: ReactNode;
  guidance: ReactNode;
  /** Whether the plan can be opened in the editor (every period has a type and a food). */
  editable: boolean;
  totals: NutrientTotals;
  requirement: number | null;
  gender: UserDetail['gender'];
  pdfHref: string;
  pdfFileName: string;
}) {
  const t = useTranslations('MealPlan');
  const { plan, today, onEdit, onSaveAsTemplate, onDeactivate, onRestore } = usePlanActions();
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
  const tNutrients = useTranslations('PlanNutrients');
  const [tab, setTab] = useState<'plan' | 'nutrients'>('plan');
  return (
    <>
      <header className={styles.planHeader}>
        {heading}
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button disabled={!editable} onClick={onEdit}>
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
            fileName={pdfFileName}
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
                {periods}
                <DayTotalsSection titleId={DAY_TOTALS_TITLE_ID}>
                  <WhenNearView height={DAY_TOTALS_HEIGHT} now={dayTotals.loaded !== null}>
                    <ContentOnDemand
                      code={dayTotals}
                      props={{
                        totals,
                        requirement,
                        periods: plan.meal_periods,
                        onShowNutrients: () => setTab('nutrients'),
                        gender,
                      }}
                    />
                  </WhenNearView>
                </DayTotalsSection>
                {guidance}
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
