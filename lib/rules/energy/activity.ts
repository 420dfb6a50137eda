// Two ways to state how active a patient is, kept apart because the equations take them differently:
// - the product's five activity levels, each an activity factor that multiplies resting energy (spec 2 §3);
// - the IOM's four physical-activity categories, each a band of PAL (total ÷ basal energy expenditure), which
//   the EER turns into its own PA coefficient by sex and age.
// A level maps to the category whose PAL band holds its factor: the factor is read as a PAL, as the IOM defines
// PAL. So LIGHTLY_ACTIVE (1.375) is still SEDENTARY (PAL < 1.4) and MODERATELY_ACTIVE (1.55) is LOW_ACTIVE
// (1.4 ≤ PAL < 1.6), whatever the names suggest.
import { PA_CATEGORIES, type PaCategory } from './pa-categories';

export { PA_CATEGORIES, type PaCategory } from './pa-categories';

export const ACTIVITY_FACTORS = {
  SEDENTARY: 1.2,
  LIGHTLY_ACTIVE: 1.375,
  MODERATELY_ACTIVE: 1.55,
  VERY_ACTIVE: 1.725,
  EXTRA_ACTIVE: 1.9,
} as const;
export type ActivityLevel = keyof typeof ACTIVITY_FACTORS;

/**
 * The PAL band of each category, lower bound inclusive, upper exclusive, as the IOM prints them (IOM 2009,
 * Weight Gain During Pregnancy, Table B-1C; the Food and Nutrition Board's EER table for adults of 30 years):
 * sedentary 1.0–1.39, low active 1.4–1.59, active 1.6–1.89, very active 1.9–2.5.
 */
export const PA_CATEGORY_PAL: Record<PaCategory, { fromPal: number; toPal: number }> = {
  SEDENTARY: { fromPal: 1.0, toPal: 1.4 },
  LOW_ACTIVE: { fromPal: 1.4, toPal: 1.6 },
  ACTIVE: { fromPal: 1.6, toPal: 1.9 },
  VERY_ACTIVE: { fromPal: 1.9, toPal: 2.5 },
};

/** The category whose PAL band holds a factor; below 1.0 sedentary, from 2.5 on very active. */
export function findPaCategory(activityFactor: number): PaCategory {
  const found = PA_CATEGORIES.find((category) => activityFactor < PA_CATEGORY_PAL[category].toPal);
  return found ?? 'VERY_ACTIVE';
}

/** The product's levels in the IOM's categories (see the head of this file for the rule). */
export const ACTIVITY_LEVEL_PA_CATEGORIES: Record<ActivityLevel, PaCategory> = {
  SEDENTARY: findPaCategory(ACTIVITY_FACTORS.SEDENTARY),
  LIGHTLY_ACTIVE: findPaCategory(ACTIVITY_FACTORS.LIGHTLY_ACTIVE),
  MODERATELY_ACTIVE: findPaCategory(ACTIVITY_FACTORS.MODERATELY_ACTIVE),
  VERY_ACTIVE: findPaCategory(ACTIVITY_FACTORS.VERY_ACTIVE),
  EXTRA_ACTIVE: findPaCategory(ACTIVITY_FACTORS.EXTRA_ACTIVE),
};
