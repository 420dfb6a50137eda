// Every equation the nutritionist can choose, by id, in the order the choice lists them.
import { CUNNINGHAM_1980_EQUATION, KATCH_MCARDLE_EQUATION } from './fat-free-mass';
import { HARRIS_BENEDICT_1919_EQUATION, HARRIS_BENEDICT_1984_EQUATION } from './harris-benedict';
import { IOM_EER_2005_EQUATION } from './iom-eer';
import { MIFFLIN_ST_JEOR_1990_EQUATION } from './mifflin-st-jeor';
import { ENERGY_EQUATION_IDS, type EnergyEquation, type EnergyEquationId } from './types';
import {
  FAO_WHO_UNU_1985_EQUATION,
  HENRY_2005_EQUATION,
  SCHOFIELD_1985_EQUATION,
} from './weight-by-age-band';

export const ENERGY_EQUATIONS: Record<EnergyEquationId, EnergyEquation> = {
  HARRIS_BENEDICT_1919: HARRIS_BENEDICT_1919_EQUATION,
  HARRIS_BENEDICT_1984: HARRIS_BENEDICT_1984_EQUATION,
  FAO_WHO_UNU_1985: FAO_WHO_UNU_1985_EQUATION,
  SCHOFIELD_1985: SCHOFIELD_1985_EQUATION,
  HENRY_2005: HENRY_2005_EQUATION,
  IOM_EER_2005: IOM_EER_2005_EQUATION,
  MIFFLIN_ST_JEOR_1990: MIFFLIN_ST_JEOR_1990_EQUATION,
  CUNNINGHAM_1980: CUNNINGHAM_1980_EQUATION,
  KATCH_MCARDLE: KATCH_MCARDLE_EQUATION,
};

/** The equations as a list, in ENERGY_EQUATION_IDS order. */
export function listEnergyEquations(): EnergyEquation[] {
  return ENERGY_EQUATION_IDS.map((id) => ENERGY_EQUATIONS[id]);
}
