// A patient's estimated daily energy need (Mifflin-St Jeor × activity factor), to aim the demo meal logs
// at realistic totals around it.
import type { ActivityLevel, Gender } from './demo-accounts';

const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  SEDENTARY: 1.2,
  LIGHTLY_ACTIVE: 1.375,
  MODERATELY_ACTIVE: 1.55,
  VERY_ACTIVE: 1.725,
  EXTRA_ACTIVE: 1.9,
};

export function estimateDailyNeedKcal(person: {
  weightKg: number;
  heightCm: number;
  birthDate: string;
  gender: Gender;
  activity: ActivityLevel;
  today: string;
}): number {
  const age = computeAge(person.birthDate, person.today);
  const base =
    10 * person.weightKg + 6.25 * person.heightCm - 5 * age + (person.gender === 'MALE' ? 5 : -161);
  return Math.round(base * ACTIVITY_FACTORS[person.activity]);
}

function computeAge(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
