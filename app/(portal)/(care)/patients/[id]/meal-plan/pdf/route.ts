import { getTranslations } from 'next-intl/server';
import { idParamSchema } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { errorPageResponse } from '@/lib/api/server/error-page';
import { getMealPlan, getPatientWithPlans } from '@/lib/api/server/meal-plans';
import { getAnamneses } from '@/lib/api/server/patient-record';
import { describePlanPerson } from '@/lib/api/server/plan-references';
import { requireAudience } from '@/lib/auth/current-user';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { toIsoDate } from '@/lib/format/dates';
import { getMealPlanPdfFileName } from '@/lib/format/file-names';
import { buildMealPlanPdfModel } from '@/lib/pdf/meal-plan/build-pdf-model';
import { renderMealPlanPdf } from '@/lib/pdf/meal-plan/render-meal-plan-pdf';
import { NUTRIENTS_PARAM, TECHNICAL_NOTES_PARAM } from '@/lib/routes';
import { computeDayComponentTotals } from '@/lib/rules/component-totals';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { assessPlanAdequacy } from '@/lib/rules/plan-adequacy';
import { hasUndecidedAlternative } from '@/lib/rules/substitution-equivalence';
import { site } from '@/lib/site';

// GET /patients/{id}/meal-plan/pdf – the ACTIVE plan as an A4 PDF for the patient; the nutritionist's own patients only.
// `?notas-tecnicas=1` ('Incluir notas técnicas') keeps the notes on partial totals: the nutritionist's copy.
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const query = new URL(request.url).searchParams;
    const technicalNotes = query.get(TECHNICAL_NOTES_PARAM) === '1';
    // The nutritionist's copy carries the nutrients against the DRIs; the patient's only when she chooses.
    const nutrients = technicalNotes || query.get(NUTRIENTS_PARAM) === '1';
    return await renderActivePlan((await params).id, technicalNotes, nutrients);
  } catch (error) {
    // The browser navigated here, so a failed upstream call gets the portal's error page (503, 504) instead
    // of Next's empty 500. Anything else, the sign-in and role redirects included, is Next's to answer.
    if (error instanceof ApiProblem) return errorPageResponse(error);
    throw error;
  }
}

async function renderActivePlan(id: string, technicalNotes: boolean, nutrients: boolean): Promise<Response> {
  await requireAudience(['nutritionist']);
  const parsed = idParamSchema.safeParse(id);
  const patient = parsed.success ? await getPatientWithPlans(parsed.data) : null;
  const active = patient?.meal_plans.find((plan) => plan.status === 'ACTIVE');
  const plan = active ? await getMealPlan(active.id) : null;
  if (!patient || !plan) return new Response(null, { status: 404 });
  // A plan saved before alternatives followed their food may offer one far from it: not handed over until
  // she has decided in the editor (lib/rules/substitution-equivalence.ts).
  if (hasUndecidedAlternative(plan.meal_periods)) {
    throw new ApiProblem(
      409,
      'SUBSTITUTION_NOT_EQUIVALENT',
      'Uma substituição não é equivalente ao seu alimento.',
    );
  }

  const [t, tPrint, tUnknown, tCatalogue, tNutrients] = await Promise.all([
    getTranslations('MealPlan'),
    getTranslations('MealPlanPrint'),
    getTranslations('UnknownNutrients'),
    getTranslations('Catalogue'),
    getTranslations('PlanNutrients'),
  ]);
  const today = toIsoDate(new Date());
  const adequacy = nutrients ? await readAdequacy(patient, plan, today) : null;
  const model = buildMealPlanPdfModel({
    plan,
    patientName: patient.name,
    productName: site.productName,
    today,
    technicalNotes,
    adequacy,
    tNutrients: (key, values) => tNutrients(key as 'tab', values as never),
    t: (key, values) => t(key as 'portion', values as { amount: string; unit: string }),
    tPrint: (key, values) => tPrint(key as 'patient', values as { name: string }),
    tUnknown: (key, values) => tUnknown(key as 'partialTotal', values as { details: string }),
    periodName: (period) => tCatalogue(getCatalogueLabelKey('mealPeriods', period)),
  });
  const pdf = await renderMealPlanPdf(model);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      // The patient's name without accents: the plain filename needs no encoding (RFC 6266).
      'Content-Disposition': `attachment; filename="${getMealPlanPdfFileName(patient.name, today)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** The day of the plan against her DRIs, with her life stage from the latest anamnesis (none if unreadable). */
async function readAdequacy(
  patient: NonNullable<Awaited<ReturnType<typeof getPatientWithPlans>>>,
  plan: NonNullable<Awaited<ReturnType<typeof getMealPlan>>>,
  today: string,
) {
  const anamnesis = (await getAnamneses(patient.id).catch(() => null))?.latest ?? null;
  const foods = plan.meal_periods.reduce((count, period) => count + period.meal_foodstuffs.length, 0);
  return assessPlanAdequacy(
    computeDayTotals(plan.meal_periods),
    computeDayComponentTotals(plan.meal_periods),
    foods,
    describePlanPerson(patient, anamnesis, today),
  );
}
