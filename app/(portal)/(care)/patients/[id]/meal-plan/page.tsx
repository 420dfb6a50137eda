import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { MealPlanScreen } from '@/components/meal-plans/meal-plan-screen';
import { PatientAllergensProvider } from '@/components/meal-plans/patient-allergens';
import { PlanReferencesProvider } from '@/components/meal-plans/plan-references';
import { PlanTargetsProvider } from '@/components/meal-plans/plan-targets';
import { planViewerProps, viewPeriods } from '@/components/meal-plans/plan-view';
import { PatientBreadcrumb } from '@/components/patients/patient-breadcrumb';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { getAnthropometricRecords } from '@/lib/api/server/anthropometry';
import { getPatientWithPlans } from '@/lib/api/server/meal-plans';
import { getAnamneses, getPatientGoals } from '@/lib/api/server/patient-record';
import { describePlanPerson, readChosenRequirement } from '@/lib/api/server/plan-references';
import { readPatientPage } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';
import { resolveDayTargets } from '@/lib/rules/goal-targets';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('mealPlan') };
}

async function MealPlanPage({ params }: { params: Promise<{ id: string }> }) {
  const { user, reads } = await readPatientPage(params, (id) => ({
    patient: getPatientWithPlans(id),
    // The plan can still be written when the anamnesis or the goals cannot be read: it then shows no
    // allergen, and compares with the estimated requirement alone.
    anamneses: getAnamneses(id).catch(() => null),
    goals: getPatientGoals(id).catch(() => null),
    // Only the fat-free mass equations read it: without it they say so.
    anthropometry: getAnthropometricRecords(id).catch(() => null),
  }));
  const patient = reads ? await reads.patient : null;
  if (!patient || !reads) return <PatientNotFound />;
  const anamnesis = (await reads.anamneses)?.latest ?? null;
  const allergens = anamnesis?.content.allergies ?? { allergies: [], intolerances: [] };
  const goals = await reads.goals;
  const weightKg = patient.body_measurement?.weight ?? null;
  const targets = resolveDayTargets(goals, weightKg);
  const now = new Date();
  const today = toIsoDate(now);
  const person = describePlanPerson(patient, anamnesis, today);
  const chosen = readChosenRequirement(patient, person, goals, await reads.anthropometry, today);
  const requirement = chosen.ok ? Math.max(0, Math.round(chosen.kcal)) : null;
  const active = patient.meal_plans.find((plan) => plan.status === 'ACTIVE');
  const pdfHref = `/patients/${patient.id}/meal-plan/pdf`;
  const tPlan = await getTranslations('MealPlan');
  // The plan's view, rendered here on the server: the browser loads none of its code with the page.
  const view = active
    ? planViewerProps(
        { plan: active, patient, requirement, today, now: now.toISOString(), pdfHref },
        viewPeriods(active, today),
        {
          t: tPlan,
          tUi: await getTranslations('Ui'),
          tPrint: await getTranslations('MealPlanPrint'),
        },
      )
    : null;
  return (
    <div className={styles.page}>
      <PatientBreadcrumb patient={patient} current={tPlan('title')} />
      <h1 className={styles.name}>{patient.name}</h1>
      <PatientAllergensProvider value={allergens}>
        <PlanTargetsProvider value={targets}>
          <PlanReferencesProvider value={{ requirement: chosen, person }}>
            <MealPlanScreen
              patient={patient}
              nutritionistId={user.id}
              requirement={requirement}
              today={today}
              now={now.toISOString()}
              pdfHref={pdfHref}
              view={view}
            />
          </PlanReferencesProvider>
        </PlanTargetsProvider>
      </PatientAllergensProvider>
    </div>
  );
}

export default withClientMessages(
  [
    'Catalogue',
    'Errors',
    'MealPlan',
    'MealPlanPrint',
    'PlanAllergens',
    'PlanNutrients',
    'PlanTargets',
    'RequirementBasis',
    'Ui',
    'UnknownNutrients',
  ],
  MealPlanPage,
);
