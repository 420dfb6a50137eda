'use client';

import { createContext, useContext } from 'react';
import type { DayTargets } from '@/lib/rules/goal-targets';

const NO_TARGETS: DayTargets = { energy: null, proteins: null, carbohydrates: null, fats: null };
const TargetsContext = createContext<DayTargets>(NO_TARGETS);

/** The day's targets of the patient's goals, in kcal and g, for the plan's totals to compare against. */
export const PlanTargetsProvider = TargetsContext.Provider;

/** The day's targets the page gave (none set: every one null). */
export const usePlanTargets = () => useContext(TargetsContext);
