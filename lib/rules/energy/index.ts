// Energy-requirement equations the nutritionist can choose. Sources and the check of every coefficient:
// lib/rules/energy/README.md.
export {
  ACTIVITY_FACTORS,
  ACTIVITY_LEVEL_PA_CATEGORIES,
  type ActivityLevel,
  findPaCategory,
  PA_CATEGORIES,
  PA_CATEGORY_PAL,
  type PaCategory,
} from './activity';
export {
  type EnergyEquationInputs,
  type EnergyEstimate,
  type EnergyRefusal,
  type EnergyWarning,
  estimateEnergy,
  IOM_ADULT_BMI,
  MISSING_INPUT_MESSAGES,
} from './estimate-energy';
export { computeCunningham1980, computeKatchMcArdle } from './fat-free-mass';
export { computeHarrisBenedict1919, computeHarrisBenedict1984 } from './harris-benedict';
export {
  computeIomEer,
  type EerPerson,
  IOM_PA_COEFFICIENTS,
  LACTATION_ENERGY,
  LACTATION_PERIODS,
  type LactationPeriod,
  PREGNANCY_ENERGY_DEPOSITION,
  PREGNANCY_TRIMESTERS,
  type PregnancyTrimester,
} from './iom-eer';
export { computeMifflinStJeor, MIFFLIN_ST_JEOR_AGES } from './mifflin-st-jeor';
export { ENERGY_EQUATION_NAMES } from './names';
export { ENERGY_EQUATIONS, listEnergyEquations } from './registry';
export {
  ENERGY_EQUATION_IDS,
  type EnergyEquation,
  type EnergyEquationId,
  type EnergyInput,
  type EquationPopulation,
  type EquationSource,
} from './types';
export { computeFaoWhoUnu1985, computeHenry2005, computeSchofield1985 } from './weight-by-age-band';
