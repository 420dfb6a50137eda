// An amount of reais in Brazilian Portuguese words, as a receipt writes it beside the figures. The rules
// (tests/unit/amount-in-words.test.ts cites the grammars):
// - within a class of three digits, 'e' joins hundreds, tens and units: 'trezentos e quarenta e cinco';
// - between classes, a comma ('vinte e um mil, trezentos e quarenta e cinco'), except before the last
//   class when it is below one hundred or a round hundred: 'mil e um', 'três mil e trezentos';
// - 'mil' alone is 1.000 (never 'um mil'); 'milhão' and 'bilhão' are nouns, so 'um milhão', and the
//   currency after them takes 'de': 'um milhão de reais', but 'um milhão e quinhentos mil reais';
// - 'real' and 'centavo' agree with one: 'um real', 'um centavo'; centavos follow reais with 'e'.

const UNITS = [
  '',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

/** The classes above units, smallest first: [singular, plural]; 'mil' is a numeral and does not vary. */
const CLASSES: readonly (readonly [string, string])[] = [
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
];

/** 1 to 999 in words: 'cem', 'cento e um', 'trezentos e quarenta e cinco'. */
function writeClass(value: number): string {
  if (value === 100) return 'cem';
  const parts: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds > 0) parts.push(HUNDREDS[hundreds]!);
  if (rest > 0 && rest < 20) parts.push(UNITS[rest]!);
  else if (rest >= 20) {
    parts.push(TENS[Math.floor(rest / 10)]!);
    if (rest % 10 > 0) parts.push(UNITS[rest % 10]!);
  }
  return parts.join(' e ');
}

/** A class's value with its name: 'vinte e um mil', 'mil', 'um milhão', 'dois milhões'. */
function writeClassWithName(value: number, index: number): string {
  if (index === 0) return writeClass(value);
  const [singular, plural] = CLASSES[index - 1]!;
  if (index === 1 && value === 1) return singular;
  return `${writeClass(value)} ${value === 1 ? singular : plural}`;
}

/**
 * A whole number from 1 to 999.999.999.999 in words, and whether it ends in a noun class ('milhão',
 * 'bilhão'), after which the thing counted takes 'de'.
 */
function writeWhole(value: number): { words: string; endsInNoun: boolean } {
  const classes: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) classes.push(rest % 1000);
  if (classes.length > CLASSES.length + 1) throw new RangeError(`too large to write: ${value}`);
  const present = classes.map((classValue, index) => ({ classValue, index })).filter((c) => c.classValue > 0);
  // Read from the highest class down.
  present.reverse();
  let words = '';
  present.forEach(({ classValue, index }, position) => {
    const text = writeClassWithName(classValue, index);
    if (position === 0) words = text;
    else {
      const isLast = position === present.length - 1;
      const joinsWithE = isLast && (classValue < 100 || classValue % 100 === 0);
      words += `${joinsWithE ? ' e ' : ', '}${text}`;
    }
  });
  const lowest = present.at(-1)!;
  return { words, endsInNoun: lowest.index >= 2 };
}

/**
 * `cents` centavos in words: 150 → 'um real e cinquenta centavos', 100000000 → 'um milhão de reais'.
 * Whole centavos from 1 to 99.999.999.999.999 (a receipt never shows zero or a negative amount).
 */
export function writeAmountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 1) throw new RangeError(`not an amount to write: ${cents}`);
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  const parts: string[] = [];
  if (reais > 0) {
    const { words, endsInNoun } = writeWhole(reais);
    const currency = reais === 1 ? 'real' : 'reais';
    parts.push(`${words}${endsInNoun ? ' de ' : ' '}${currency}`);
  }
  if (centavos > 0) parts.push(`${writeClass(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`);
  return parts.join(' e ');
}
