// Amounts in words as a receipt writes them (lib/rules/amount-in-words.ts). The rules are the grammars':
//
// - 'e' within a class, a comma between classes, and 'e' before a last class below one hundred or a round
//   hundred: Napoleão Mendes de Almeida, Gramática Metódica da Língua Portuguesa, on reading compound
//   numerals ('1001 = mil e um', '4367 = quatro mil, trezentos e sessenta e sete', '1400 = mil e
//   quatrocentos', '3048 = três mil e quarenta e oito'), as quoted in "Leitura dos numerais",
//   https://radiosantoangelojm.com.br/index.php?a=detail&id=8956&m=noticias; and Antônio Suárez Abreu,
//   Gramática Mínima para o domínio da língua portuguesa, 3ª ed., São Paulo, on a cheque's amount
//   ('R$ 3.426.832,43: Três milhões, quatrocentos e vinte e seis mil, oitocentos e trinta e dois reais e
//   quarenta e três centavos'; '3.300 = três mil e trezentos'; '5.045 = cinco mil e quarenta e cinco'), as
//   quoted in https://explicacoeslp.blogspot.com/2017/06/leitura-do-cardinal.html.
// - 'mil', never 'um mil', but 'um milhão': Dicio, "Mil reais, hum mil reais ou um mil reais",
//   https://dicio.com.br/hum-mil-reais-mil-reais-ou-um-mil-reais-valores-em-cheque ('R$ 1.000,00: mil reais';
//   '1.000.000 - um milhão').
// - 'milhão' is a masculine noun and 'mil' a numeral, so the thing counted follows 'milhões' with 'de'
//   ('dois milhões de estrelas') and 'mil' without it ('duas mil estrelas'): Só Português, "Milhão ou
//   milhões? Como escrever?", https://www.soportugues.com.br/secoes/FAQresposta.php?id=358. Hence 'um
//   milhão de reais', and 'um milhão e quatrocentos mil reais' where 'mil' comes last.
import { describe, expect, it } from 'vitest';
import { writeAmountInWords } from '@/lib/rules/amount-in-words';

describe('an amount in words', () => {
  it.each([
    [1, 'um centavo'],
    [100, 'um real'],
    [250, 'dois reais e cinquenta centavos'],
    [10_000, 'cem reais'],
    [10_100, 'cento e um reais'],
    [100_000, 'mil reais'],
    [100_100, 'mil e um reais'],
    [2_134_567, 'vinte e um mil, trezentos e quarenta e cinco reais e sessenta e sete centavos'],
    [100_000_000, 'um milhão de reais'],
  ])('the issue’s table: %i centavos are "%s"', (cents, words) => {
    expect(writeAmountInWords(cents)).toBe(words);
  });

  it.each([
    [15_000, 'cento e cinquenta reais'],
    [101, 'um real e um centavo'],
    [99, 'noventa e nove centavos'],
    [1_100, 'onze reais'],
    [1_900, 'dezenove reais'],
    [7_000, 'setenta reais'],
    [140_000, 'mil e quatrocentos reais'],
    [304_800, 'três mil e quarenta e oito reais'],
    [436_700, 'quatro mil, trezentos e sessenta e sete reais'],
    [330_000, 'três mil e trezentos reais'],
    [10_000_000, 'cem mil reais'],
    [12_345_600, 'cento e vinte e três mil, quatrocentos e cinquenta e seis reais'],
    [200_000_000, 'dois milhões de reais'],
    [140_000_000, 'um milhão e quatrocentos mil reais'],
    [100_050_000, 'um milhão e quinhentos reais'],
    [100_100_000, 'um milhão e mil reais'],
    [
      342_683_243,
      'três milhões, quatrocentos e vinte e seis mil, oitocentos e trinta e dois reais e quarenta e três centavos',
    ],
    [100_000_000_000, 'um bilhão de reais'],
    [100_000_000_050, 'um bilhão de reais e cinquenta centavos'],
  ])('%i centavos are "%s"', (cents, words) => {
    expect(writeAmountInWords(cents)).toBe(words);
  });

  it('writes no amount of zero, below it, or not whole centavos', () => {
    expect(() => writeAmountInWords(0)).toThrow(RangeError);
    expect(() => writeAmountInWords(-100)).toThrow(RangeError);
    expect(() => writeAmountInWords(1.5)).toThrow(RangeError);
  });
});
