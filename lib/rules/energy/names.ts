// Each equation's Portuguese name, for the nutritionist's choice and wherever a chosen one is named: apart
// from the equations, so a page that only names one does not load them all.
import type { EnergyEquationId } from './types';

export const ENERGY_EQUATION_NAMES: Record<EnergyEquationId, string> = {
  HARRIS_BENEDICT_1919: 'Harris-Benedict (1919)',
  HARRIS_BENEDICT_1984: 'Harris-Benedict revisada (Roza e Shizgal, 1984)',
  FAO_WHO_UNU_1985: 'FAO/OMS/UNU (1985)',
  SCHOFIELD_1985: 'Schofield (1985), pelo peso',
  HENRY_2005: 'Henry/Oxford (2005), pelo peso',
  IOM_EER_2005: 'EER do IOM (DRI, 2005)',
  MIFFLIN_ST_JEOR_1990: 'Mifflin-St Jeor (1990)',
  CUNNINGHAM_1980: 'Cunningham (1980), pela massa magra',
  KATCH_MCARDLE: 'Katch-McArdle, pela massa magra',
};
