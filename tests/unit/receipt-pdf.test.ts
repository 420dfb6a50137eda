// A receipt as a tagged PDF (lib/pdf/receipt/): read back with pdftotext, as a reader's copy and paste
// would, through the embedded font's Unicode map.
import { describe, expect, it } from 'vitest';
import { type Receipt, receiptSchema } from '@/lib/api/contract';
import { renderReceiptPdf } from '@/lib/pdf/receipt/render-receipt-pdf';
import { extractPdfText } from '../pdf-text';

const TIME_ZONE = 'America/Sao_Paulo';

const receipt: Receipt = receiptSchema.parse({
  id: 12,
  number: 7,
  nutritionist_id: 2,
  patient_id: 3,
  payment_id: 40,
  issued_at: '2025-03-12T18:00:00.000Z',
  cancellation: null,
  document: {
    issuer: {
      name: 'Lia Conceição',
      cpf: '11144477735',
      crn: 3,
      registration_number: '10001',
      address: 'Avenida Paulista, 1000 – Sala 5 – Bela Vista, São Paulo/SP, CEP 01310-100',
    },
    payer: { name: 'Márcia Souza', cpf: '52998224725' },
    patient_name: 'Joana Souza',
    service: { description: 'Consulta de nutrição presencial', date: '2025-03-10' },
    amount_cents: 2_134_567,
    amount_in_words: 'vinte e um mil, trezentos e quarenta e cinco reais e sessenta e sete centavos',
    method: 'CREDIT_CARD',
    instalments: 2,
    place: 'São Paulo – SP',
    date: '2025-03-12',
  },
});

describe('the receipt as a PDF', () => {
  it('carries everything a receipt must, in words a reader can copy', async () => {
    const pdf = await renderReceiptPdf(receipt, TIME_ZONE);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = extractPdfText(pdf);
    for (const expected of [
      'Lia Conceição',
      'Recibo nº 7',
      'Recebi de Márcia Souza, CPF 529.982.247-25, a importância de R$ 21.345,67 (vinte e um mil, trezentos e quarenta e cinco reais e sessenta e sete centavos)',
      'Serviço: Consulta de nutrição presencial',
      'Data do serviço: 10/03/2025',
      'Paciente: Joana Souza',
      'Forma de pagamento: Cartão de crédito em 2 parcelas',
      'Nutricionista: Lia Conceição',
      'CPF: 111.444.777-35',
      'Registro profissional: CRN-3 10001',
      'Endereço: Avenida Paulista, 1000 – Sala 5 – Bela Vista, São Paulo/SP, CEP 01310-100',
      'São Paulo – SP, 12/03/2025.',
      'Nutricionista – CRN-3 10001',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('cancelado');
  });

  it('is tagged, in Portuguese, with its title shown', async () => {
    const raw = (await renderReceiptPdf(receipt, TIME_ZONE)).toString('latin1');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toContain('/MarkInfo');
    expect(raw).toMatch(/\/Lang \(pt-BR\)/);
    expect(raw).toContain('/DisplayDocTitle true');
    // The font is embedded (a subset of Inter), not a standard font.
    expect(raw).toMatch(/\/FontFile2/);
  });

  it('prints a cancelled receipt as cancelled, with the day and the reason', async () => {
    const cancelled = {
      ...receipt,
      cancellation: { at: '2025-03-13T02:30:00.000Z', reason: 'Valor digitado errado' },
    };
    const text = extractPdfText(await renderReceiptPdf(cancelled, TIME_ZONE));
    // 02:30 UTC on the 13th is still the 12th in São Paulo.
    expect(text).toContain('Recibo cancelado em 12/03/2025. Motivo: Valor digitado errado');
  });

  it('leaves out the CPF of a payer who has none (a health plan)', async () => {
    const plan = {
      ...receipt,
      document: {
        ...receipt.document,
        payer: { name: 'Plano Saúde Brasil', cpf: null },
        method: 'HEALTH_PLAN' as const,
        instalments: null,
      },
    };
    const text = extractPdfText(await renderReceiptPdf(plan, TIME_ZONE));
    expect(text).toContain('Recebi de Plano Saúde Brasil a importância de R$ 21.345,67');
    expect(text).toContain('Forma de pagamento: Convênio');
  });
});
