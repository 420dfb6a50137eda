// What a plan is judged by for one patient, read from her record on a day: the energy requirement by the
// equation chosen in her goals, and who she is for the DRIs. The plan's page and its PDF read it alike.
import 'server-only';
import type { Anamnesis, AnthropometricRecordList, PatientGoals, UserDetail } from '@/lib/api/contract';
import { computeAgeYears } from '@/lib/rules/calendar';
import {
  type ChosenRequirement,
  estimateChosenRequirement,
  findLatestLeanMass,
} from '@/lib/rules/chosen-requirement';
import type { AdequacyPerson } from '@/lib/rules/plan-adequacy';
import { stageOn } from '@/lib/rules/pregnancy-stage';

/** Who she is on `today` for the DRIs: sex, age, a pregnancy or lactation from the latest anamnesis, weight. */
export function describePlanPerson(
  patient: UserDetail,
  anamnesis: Anamnesis | null,
  today: string,
): AdequacyPerson {
  const age = patient.birth_date ? computeAgeYears(patient.birth_date, today) : null;
  return {
    sex: patient.gender,
    ageYears: age !== null && age >= 0 ? age : null,
    stage: stageOn(anamnesis?.content.pregnancy ?? null, anamnesis?.date ?? today, today),
    weightKg: patient.body_measurement?.weight ?? null,
  };
}

/** The requirement by her chosen equation, with the fat-free mass of her anthropometry where it needs it. */
export function readChosenRequirement(
  patient: UserDetail,
  person: AdequacyPerson,
  goals: PatientGoals | null,
  records: AnthropometricRecordList | null,
  today: string,
): ChosenRequirement {
  return estimateChosenRequirement(
    goals ? { equation: goals.energy_equation, paCategory: goals.pa_category } : null,
    {
      weightKg: person.weightKg,
      heightCm: patient.body_measurement?.height ?? null,
      birthDate: patient.birth_date,
      sex: patient.gender,
      activity: patient.physical_activity_factor,
      leanMass: records
        ? findLatestLeanMass(
            records.records,
            records.preferred_fat_equation,
            patient.birth_date,
            patient.gender,
          )
        : null,
      stage: person.stage,
    },
    today,
  );
}
