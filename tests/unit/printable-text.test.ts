// lib/pdf/printable-text.ts: what the PDFs' typeface draws, read from the font files themselves, and how a
// text it cannot wholly draw is printed.
import { describe, expect, it } from 'vitest';
import { PDF_FONT_COVERAGE } from '@/lib/pdf/pdf-font-coverage';
import { printableText, unprintableCharacters } from '@/lib/pdf/printable-text';
import { fontCoverage } from '@/scripts/font-coverage';

describe('the characters the PDFs print', () => {
  it('are the ones both weights of the embedded font draw (npx tsx scripts/pdf-font-coverage.ts)', () => {
    expect(PDF_FONT_COVERAGE).toEqual(fontCoverage());
  });

  it('hold Portuguese and the signs a plan uses; not emoji', () => {
    expect(unprintableCharacters('Açúcar, pão, ÁÉÍÓÚ ãõ ç – “ok” … −2 kg ≥ 2 L → ½ × 1,5 °C')).toEqual([]);
    expect(unprintableCharacters('Coma 🍎 e 🙂, de novo 🍎')).toEqual(['🍎', '🙂']);
  });

  it('leave out what the font lacks, with no gap nor space before punctuation', () => {
    expect(printableText('café → chá')).toBe('café → chá');
    expect(printableText('coma 🍎 devagar')).toBe('coma devagar');
    expect(printableText('coma devagar 🍎.')).toBe('coma devagar.');
    expect(printableText('🍎 maçã\nbeba água 💧\nfim')).toBe('maçã\nbeba água\nfim');
    expect(printableText('👍🏽ok')).toBe('ok');
    expect(printableText('a\uFFFFb')).toBe('ab');
  });
});
