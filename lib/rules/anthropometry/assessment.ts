// The first results the 'Antropometria' card shows for one record, each with what is missing and any
// validation warning. The body fat by each equation (body-fat.ts) and the arm's muscle (arm.ts) come below
// them, in a part whose code loads as it nears the view (components/anthropometry/body-composition.tsx).
import { assessBmi } from './bmi';
import type { Measurements, Person } from './sites';
import { assessWaist, assessWaistToHip } from './waist';

/** The BMI, the waist and the waist-to-hip ratio. */
export function assessBodySize(measurements: Measurements, person: Person) {
  return {
    bmi: assessBmi(measurements, person),
    waist: assessWaist(measurements, person),
    waistToHip: assessWaistToHip(measurements, person),
  };
}
