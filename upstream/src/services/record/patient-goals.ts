// A patient's goals: one row, replaced as a whole by her nutritionist.
import { eq } from 'drizzle-orm';
import type { PatientGoals } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { patientGoals } from '../../db/schema';

type GoalValues = Omit<PatientGoals, 'patient_id' | 'basis'> & { basis: 'TOTAL' | 'PER_KG' };

const columns = {
  patient_id: patientGoals.patientId,
  target_weight: patientGoals.targetWeight,
  target_date: patientGoals.targetDate,
  basis: patientGoals.basis,
  energy: patientGoals.energy,
  proteins: patientGoals.proteins,
  carbohydrates: patientGoals.carbohydrates,
  fats: patientGoals.fats,
  energy_equation: patientGoals.energyEquation,
  pa_category: patientGoals.paCategory,
};

/** The goals, or every field null before any was set. */
export async function getPatientGoals(db: Db, patientId: number): Promise<PatientGoals> {
  const [row] = await db.select(columns).from(patientGoals).where(eq(patientGoals.patientId, patientId));
  return (
    row ?? {
      patient_id: patientId,
      target_weight: null,
      target_date: null,
      basis: null,
      energy: null,
      proteins: null,
      carbohydrates: null,
      fats: null,
      energy_equation: null,
      pa_category: null,
    }
  );
}

export async function setPatientGoals(db: Db, patientId: number, goals: GoalValues): Promise<PatientGoals> {
  const values = {
    targetWeight: goals.target_weight,
    targetDate: goals.target_date,
    basis: goals.basis,
    energy: goals.energy,
    proteins: goals.proteins,
    carbohydrates: goals.carbohydrates,
    fats: goals.fats,
    energyEquation: goals.energy_equation,
    paCategory: goals.pa_category,
  };
  await db
    .insert(patientGoals)
    .values({ patientId, ...values })
    .onConflictDoUpdate({ target: patientGoals.patientId, set: { ...values, updatedAt: new Date() } });
  return getPatientGoals(db, patientId);
}
