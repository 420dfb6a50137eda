import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { MealPlanScreen } from '@/components/meal-plans/meal-plan-screen';
import { PatientBreadcrumb } from '@/components/patients/patient-breadcrumb';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { idParamSchema } from '@/lib/api/contract';
import { getPatientWithPlans } from '@/lib/api/meal-plans';
import { preload, preloadAs, requireAudience } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';
import { checkEnergyEstimateAge, estimateEnergyRequirement } from '@/lib/rules/energy-requirement';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('mealPlan') };
}

async function MealPlanPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = idParamSchema.safeParse((await params).id);
  await preloadAs(({ user }) => {
    if (parsed.success && parsed.data !== user.id) preload(getPatientWithPlans(parsed.data));
  });
  const { user } = await requireAudience(['nutritionist']);
  const patient = parsed.success && parsed.data !== user.id ? await getPatientWithPlans(parsed.data) : null;
  if (!patient) return <PatientNotFound />;
  const now = new Date();
  const today = toIsoDate(now);
  const requirement = estimateEnergyRequirement(
    {
      weightKg: patient.body_measurement?.weight ?? null,
      heightCm: patient.body_measurement?.height ?? null,
      birthDate: patient.birth_date,
      gender: patient.gender,
      activity: patient.physical_activity_factor,
    },
    today,
  );
  const requirementAgeWarning =
    requirement === null ? null : checkEnergyEstimateAge(patient.birth_date, today);
  const tPlan = await getTranslations('MealPlan');
  return (
    <div className={styles.page}>
      <PatientBreadcrumb patient={patient} current={tPlan('title')} />
      <h1 className={styles.name}>{patient.name}</h1>
      <MealPlanScreen
        patient={patient}
        nutritionistId={user.id}
        requirement={requirement}
        requirementAgeWarning={requirementAgeWarning}
        today={today}
        now={now.toISOString()}
        pdfHref={`/patients/${patient.id}/meal-plan/pdf`}
      />
    </div>
  );
}

export default withClientMessages(
  ['Catalogue', 'Errors', 'MealPlan', 'MealPlanPrint', 'Ui', 'UnknownNutrients'],
  MealPlanPage,
);
