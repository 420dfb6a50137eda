// A portion as the patient says it, for her copy of the plan: '1 ½ fatia (130 g)', '2 colheres de servir
// (90 g)', '2 unidades (100 g)', '130 g'. The screen keeps the nutritionist's exact figures
// ('3,5 × fatia (131,25 g)'); the patient's PDF writes halves and quarters as fractions and weighs what a
// kitchen scale shows: whole grams, in steps of 5 g above 100 g.
import { formatNumber } from '@/lib/format/numbers';
import { getUnitSymbolKey, type Portion } from '@/lib/format/portions';

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 1.5 → '1 ½', 0.5 → '½', 2 → '2'; another fraction stays a decimal ('1,3'). */
export function spokenCount(quantity: number): string {
  const whole = Math.floor(quantity);
  const part = Math.round((quantity - whole) * 100) / 100;
  if (part === 0) return String(whole);
  const fraction = FRACTIONS[part];
  if (!fraction) return formatNumber(quantity);
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** What a kitchen scale shows: whole grams (or ml), in steps of 5 above 100. */
export function scaleWeight(weight: number): number {
  return weight > 100 ? Math.round(weight / 5) * 5 : Math.max(1, Math.round(weight));
}

const LINKING = new Set(['de', 'da', 'do', 'com', 'sem', 'para', 'em', 'a']);

/** One Portuguese word in the plural, by the regular endings ('colher' → 'colheres', 'fatia' → 'fatias'). */
function pluralWord(word: string): string {
  if (/ão$/.test(word)) return word.replace(/ão$/, 'ões');
  if (/[aeiouáéíóúâêôãõ]$/i.test(word)) return `${word}s`;
  if (/[rz]$/i.test(word)) return `${word}es`;
  if (/m$/i.test(word)) return word.replace(/m$/, 'ns');
  if (/al$|el$|ol$|ul$/i.test(word)) return word.replace(/l$/, 'is');
  return word;
}

/** A measure's name in the plural: its words up to the first linking word ('colher de servir' → 'colheres de servir'). */
export function pluralMeasure(name: string): string {
  const words = name.split(' ');
  const linked = words.findIndex((word) => LINKING.has(word.toLowerCase()));
  const head = linked === -1 ? words.length : linked;
  return words.map((word, index) => (index < head ? pluralWord(word) : word)).join(' ');
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** `t` reads the MealPlan messages. */
export function patientPortion(food: Portion, t: Translate): string {
  const unit = food.foodstuff.unit_of_measurement;
  const total = food.quantity * food.baseline_weight;
  const large = unit === 'KILOGRAMS' || unit === 'Liters';
  const amount = large ? formatNumber(Math.round(total * 1000) / 1000) : String(scaleWeight(total));
  // A food counted in units weighs in grams.
  const symbol = t(getUnitSymbolKey(unit === 'UNITS' ? 'GRAMS' : unit));
  const counted = (name: string) =>
    t('patientPortion.counted', {
      count: spokenCount(food.quantity),
      measure: food.quantity >= 2 ? pluralMeasure(name) : name,
      amount,
      unit: symbol,
    });
  if (food.measure_name && unit !== 'UNITS') return counted(food.measure_name);
  if (unit === 'UNITS') return counted(t('patientPortion.unit'));
  return t('portion', { amount, unit: symbol });
}
