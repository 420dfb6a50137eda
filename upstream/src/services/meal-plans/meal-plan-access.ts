// Who may read and write a meal plan: the patient's own nutritionist writes and reads, the patient reads
// its own (the mobile app). Anyone else gets 404, so plan and patient ids reveal nothing.
import type { Db } from '../../db/client';
import { hasRole } from '../../db/roles';
import { forbidden, notFound } from '../../http/errors';
import { isPatientOf, type Viewer } from '../patients/patients';
import { findMealPlanPatient } from './meal-plans';

async function isOwnNutritionist(db: Db, viewer: Viewer, patientId: number): Promise<boolean> {
  return hasRole(viewer.roles, 'ROLE_NUTRITIONIST') && isPatientOf(db, viewer.userId, patientId);
}

/** The caller follows this patient; otherwise 404. */
export async function requirePlanWriter(db: Db, viewer: Viewer, patientId: number): Promise<void> {
  if (!(await isOwnNutritionist(db, viewer, patientId))) throw notFound('Plano alimentar');
}

/** A new plan is signed by the caller itself, never on another nutritionist's behalf. */
export function requireSelfAsAuthor(viewer: Viewer, nutritionistId: number): void {
  if (viewer.userId !== nutritionistId) throw forbidden();
}

/** The plan's patient itself, or its nutritionist; answers the plan's patient id. */
export async function requirePlanReader(db: Db, viewer: Viewer, planId: number): Promise<number> {
  const patientId = await findMealPlanPatient(db, planId);
  if (patientId === null) throw notFound('Plano alimentar');
  if (viewer.userId !== patientId && !(await isOwnNutritionist(db, viewer, patientId))) {
    throw notFound('Plano alimentar');
  }
  return patientId;
}

/** The plan exists and the caller follows its patient; answers the plan's patient id. */
export async function requirePlanEditor(db: Db, viewer: Viewer, planId: number): Promise<number> {
  const patientId = await findMealPlanPatient(db, planId);
  if (patientId === null) throw notFound('Plano alimentar');
  await requirePlanWriter(db, viewer, patientId);
  return patientId;
}
