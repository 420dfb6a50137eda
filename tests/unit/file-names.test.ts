import { describe, expect, it } from 'vitest';
import { getMealPlanPdfFileName, toSlug } from '@/lib/format/file-names';

describe('toSlug', () => {
  it('drops accents and case, and joins the words with single hyphens', () => {
    expect(toSlug('  João Araújo da Conceição ')).toBe('joao-araujo-da-conceicao');
    expect(toSlug("Ângela D'Ávila – Müller")).toBe('angela-d-avila-muller');
    expect(toSlug('ÇÃÕÉÍÓÚÂÊÔÀ')).toBe('caoeiouaeoa');
  });
});

describe('getMealPlanPdfFileName', () => {
  it("is 'plano-alimentar-{patient}-{yyyy-mm-dd}.pdf'", () => {
    expect(getMealPlanPdfFileName('João Araújo', '2026-11-24')).toBe(
      'plano-alimentar-joao-araujo-2026-11-24.pdf',
    );
  });
  it('a name with no letter or digit left still gives a name', () => {
    expect(getMealPlanPdfFileName('—', '2026-11-24')).toBe('plano-alimentar-paciente-2026-11-24.pdf');
  });
});
