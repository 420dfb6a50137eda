// A nutritionist's consultation length and the gap after each (lib/rules/slot-settings.ts): her own once
// she sets them, the deployment's (APPOINTMENT_DURATION_MINUTES, APPOINTMENT_GAP_MINUTES) until then.
import { eq } from 'drizzle-orm';
import type { SlotSettings } from '@/lib/api/contract';
import { findSlotSettingsProblem } from '@/lib/rules/slot-settings';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { slotSettings } from '../../db/schema';
import { ApiError } from '../../errors';

export type SlotDefaults = Pick<ApiConfig, 'APPOINTMENT_DURATION_MINUTES' | 'APPOINTMENT_GAP_MINUTES'>;

const PROBLEM_TEXTS = {
  CONSULTATION_LENGTH_OUT_OF_RANGE:
    'A duração da consulta deve ser um número inteiro de minutos entre 15 e 240.',
  CONSULTATION_GAP_OUT_OF_RANGE:
    'O intervalo entre consultas deve ser um número inteiro de minutos entre 0 e 120.',
} as const;

export async function getSlotSettings(
  db: Db,
  nutritionistId: number,
  defaults: SlotDefaults,
): Promise<SlotSettings> {
  const [row] = await db
    .select({ consultation_minutes: slotSettings.consultationMinutes, gap_minutes: slotSettings.gapMinutes })
    .from(slotSettings)
    .where(eq(slotSettings.nutritionistId, nutritionistId));
  return (
    row ?? {
      consultation_minutes: defaults.APPOINTMENT_DURATION_MINUTES,
      gap_minutes: defaults.APPOINTMENT_GAP_MINUTES,
    }
  );
}

/**
 * Sets both at once; settings out of range answer 400 with the rule's code and change nothing. Booked
 * appointments keep their times: only the free hours offered from now on follow.
 */
export async function replaceSlotSettings(
  db: Db,
  nutritionistId: number,
  settings: SlotSettings,
  now: Date,
): Promise<SlotSettings> {
  const problem = findSlotSettingsProblem(settings);
  if (problem) throw new ApiError(400, problem, PROBLEM_TEXTS[problem]);
  const values = {
    consultationMinutes: settings.consultation_minutes,
    gapMinutes: settings.gap_minutes,
    updatedAt: now,
  };
  await db
    .insert(slotSettings)
    .values({ nutritionistId, ...values })
    .onConflictDoUpdate({ target: slotSettings.nutritionistId, set: values });
  return { consultation_minutes: settings.consultation_minutes, gap_minutes: settings.gap_minutes };
}
