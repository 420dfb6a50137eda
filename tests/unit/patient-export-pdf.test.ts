import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { type PatientExport, patientExportSchema } from '@/lib/api/contract';
import { getPatientExportPdfFileName } from '@/lib/format/file-names';
import { buildExportPdfModel } from '@/lib/pdf/export/build-export-pdf-model';
import { renderExportPdf } from '@/lib/pdf/export/render-export-pdf';
import messages from '@/messages/pt-BR.json';
import { extractPdfText } from '../pdf-text';

const translator = createTranslator({ locale: 'pt-BR', messages });
const t = (key: string, values?: Record<string, string | number>) =>
  translator(key as never, values as never);

const planFood = (id: number, name: string) => ({
  id,
  name,
  photo_url: null,
  group: 'GRAINS' as const,
  unit_of_measurement: 'GRAMS' as const,
  baseline_weight: 100,
  nutrition_information: {
    calories: 128,
    proteins: 2.5,
    carbohydrates: 28,
    sodium: 1,
    fiber: 1.6,
    fats: 0.2,
  },
  archived: false,
  catalogue_changed: false,
});

const data: PatientExport = patientExportSchema.parse({
  generated_at: '2025-03-10T15:00:00.000Z',
  account: {
    id: 3,
    name: 'Joana Conceição',
    email: 'joana@exemplo.com',
    photo_url: null,
    gender: 'FEMALE',
    birth_date: '1990-05-04',
    physical_activity_factor: 'LIGHTLY_ACTIVE',
    created_at: '2024-01-02T12:00:00.000Z',
  },
  contact: { patient_id: 3, email: 'joana@exemplo.com', phone: '(11) 98765-4321', cpf: null },
  address: {
    country: 'BRAZIL',
    zip_code: '01310-100',
    city: 'São Paulo',
    state: 'SP',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
    complement: null,
  },
  nutritionist: { id: 2, name: 'Dra. Lia' },
  anamneses: [
    {
      id: 1,
      patient_id: 3,
      form: 'SHORT',
      date: '2025-03-03',
      recorded_at: '2025-03-03T13:00:00.000Z',
      recorded_by: { id: 2, name: 'Dra. Lia' },
      content: {
        conditions: { list: ['DIABETES'], other: null, family_history: null },
        medications: { in_use: 'Metformina 850 mg', supplements: null },
        allergies: { allergies: ['amendoim'], intolerances: [], notes: null },
        habits: { smoking: 'NEVER', alcohol: null, physical_activity: null, notes: null },
        bowel: { frequency: null, bristol_type: null, notes: null },
        sleep: { hours: 7.5, quality: 'GOOD', notes: null },
        water: { liters_per_day: null, notes: null },
        notes: null,
      },
    },
  ],
  goals: {
    patient_id: 3,
    target_weight: 62,
    target_date: null,
    basis: 'TOTAL',
    energy: 1800,
    proteins: null,
    carbohydrates: null,
    fats: null,
    energy_equation: null,
    pa_category: null,
  },
  consultations: [
    {
      appointment_id: 9,
      type: 'ON_SITE',
      status: 'COMPLETED',
      start_date_time: '2025-03-03T13:00:00.000Z',
      end_date_time: '2025-03-03T13:50:00.000Z',
      date: '2025-03-03',
      notes: [
        {
          id: 4,
          appointment_id: 9,
          subjective: 'Relata fome à noite.',
          objective: null,
          assessment: '−0,4 kg em 2 semanas; água ≥ 2 L → meta 🙂 cumprida',
          plan: 'Ceia com proteína.',
          free_text: null,
          date: '2025-03-03',
          recorded_at: '2025-03-03T14:00:00.000Z',
          recorded_by: { id: 2, name: 'Dra. Lia' },
        },
      ],
    },
  ],
  anthropometric_records: [
    {
      id: 5,
      patient_id: 3,
      date: '2025-03-03',
      ...Object.fromEntries(
        [
          'weight',
          'height',
          'arm_circumference',
          'triceps_circumference',
          'hip_circumference',
          'calf_circumference',
          'waist_circumference',
          'thigh_circumference',
          'chest_circumference',
          'triceps_skinfold',
          'biceps_skinfold',
          'subscapular_skinfold',
          'suprailiac_skinfold',
          'abdominal_skinfold',
          'thigh_skinfold',
          'chest_skinfold',
          'midaxillary_skinfold',
          'calf_skinfold',
        ].map((field) => [field, null]),
      ),
      weight: 70.5,
    },
  ],
  meals: [
    {
      id: 6,
      date_time: '2025-03-09T15:00:00.000Z',
      total_of_calories: 192,
      total_of_proteins: 3.75,
      total_of_sodium: 1.5,
      total_of_carbohydrates: 42,
      foods_without_value: { calories: 0, proteins: 0, sodium: 0, carbohydrates: 0 },
      foodstuffs: [
        {
          id: 1,
          foodstuff_id: 1,
          quantity: 150,
          calories: 192,
          proteins: 3.75,
          carbohydrates: 42,
          sodium: 1.5,
          foodstuff: {
            id: 1,
            name: 'Arroz, integral, cozido',
            photo_url: null,
            unit_of_measurement: 'GRAMS',
          },
        },
      ],
    },
  ],
  meal_plans: [
    {
      id: 7,
      nutritionist_id: 2,
      patient_id: 3,
      status: 'ACTIVE',
      start_date: '2025-03-01',
      end_date: '2025-06-01',
      updated_at: '2025-03-01T12:00:00.000Z',
      guidance: 'Beba água ao longo do dia.',
      hide_numbers_in_pdf: false,
      meal_periods: [
        {
          id: 1,
          period: 'LUNCH',
          time: null,
          notes: null,
          meal_foodstuffs: [
            {
              id: 1,
              foodstuff_id: 1,
              baseline_weight: 150,
              quantity: 1,
              measure_name: null,
              foodstuff: planFood(1, 'Arroz, integral, cozido'),
              substitutions: [
                {
                  id: 1,
                  foodstuff_id: 2,
                  basis: 'ENERGY',
                  baseline_weight: 250,
                  quantity: 1,
                  measure_name: null,
                  foodstuff: planFood(2, 'Feijão, carioca, cozido'),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  appointments: [],
  charges: [
    {
      kind: 'APPOINTMENT',
      id: 9,
      nutritionist_id: 2,
      patient: { id: 3, name: 'Joana Conceição' },
      appointment: { type: 'ON_SITE', status: 'COMPLETED', start_date_time: '2025-03-03T13:00:00.000Z' },
      package: null,
      covered_by: null,
      service_date: '2025-03-03',
      amount_cents: 15_000,
      price_origin: 'PRICE_LIST',
      list_price_cents: 15_000,
      paid_cents: 15_000,
      balance_cents: 0,
      credit_cents: 0,
      status: 'PAID',
      waiver: null,
      payments: [
        {
          id: 5,
          amount_cents: 15_000,
          paid_on: '2025-03-03',
          method: 'CREDIT_CARD',
          instalments: 2,
          note: null,
          payer: { name: 'Márcia Souza', cpf: '52998224725' },
          as_credit: false,
          recorded_at: '2025-03-03T14:00:00.000Z',
          reversal: null,
          receipts: [],
        },
        {
          id: 4,
          amount_cents: 15_000,
          paid_on: '2025-03-03',
          method: 'PIX',
          instalments: null,
          note: null,
          payer: { name: 'Joana Conceição', cpf: null },
          as_credit: false,
          recorded_at: '2025-03-03T13:55:00.000Z',
          reversal: { at: '2025-03-03T13:58:00.000Z', reason: 'Pago em duplicidade' },
          receipts: [],
        },
      ],
    },
  ],
  receipts: [
    {
      id: 1,
      number: 7,
      nutritionist_id: 2,
      patient_id: 3,
      payment_id: 5,
      issued_at: '2025-03-03T14:05:00.000Z',
      cancellation: null,
      document: {
        issuer: {
          name: 'Dra. Lia',
          cpf: '11144477735',
          crn: 3,
          registration_number: '10001',
          address: 'Avenida Paulista, 900 – Bela Vista, São Paulo/SP, CEP 01310-100',
        },
        payer: { name: 'Márcia Souza', cpf: '52998224725' },
        patient_name: 'Joana Conceição',
        service: { description: 'Consulta de nutrição presencial', date: '2025-03-03' },
        amount_cents: 15_000,
        amount_in_words: 'cento e cinquenta reais',
        method: 'CREDIT_CARD',
        instalments: 2,
        place: 'São Paulo – SP',
        date: '2025-03-03',
      },
    },
  ],
  access_trail: [
    {
      id: 1,
      patient_id: 3,
      actor: { id: 2, name: 'Dra. Lia' },
      actor_role: 'NUTRITIONIST',
      resource: 'EXPORT',
      action: 'READ',
      outcome: 'ALLOWED',
      request_id: 'r-1',
      at: '2025-03-10T14:00:00.000Z',
    },
  ],
  dismissals: [],
});

describe('the readable copy of a patient export', () => {
  it('prints every part of her record in Portuguese, in a text a reader can copy', async () => {
    const model = buildExportPdfModel({ data, productName: 'Nutri', t });
    const pdf = await renderExportPdf(model);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = extractPdfText(pdf);
    for (const expected of [
      'Dados do paciente',
      'Paciente: Joana Conceição',
      'E-mail: joana@exemplo.com',
      'Data de nascimento: 04/05/1990',
      'Sexo: Feminino',
      'Telefone: (11) 98765-4321',
      'Avenida Paulista',
      'Nutricionista atual: Dra. Lia',
      'Versão de 03/03/2025 · Resumida',
      'Metformina 850 mg',
      'amendoim',
      // Answers in the screen's words, never their codes.
      'Condições de saúde: Condições diagnosticadas: Diabetes',
      'Tabagismo: Nunca fumou',
      'Horas de sono por noite: 7,5 h',
      'Peso desejado: 62 kg',
      'Consulta de 03/03/2025 · Realizada',
      'Subjetivo: Relata fome à noite.',
      'Plano: Ceia com proteína.',
      // Signs outside WinAnsi print as they are; an emoji is left out, never garbled.
      'Avaliação: −0,4 kg em 2 semanas; água ≥ 2 L → meta cumprida',
      'Avaliação de 03/03/2025',
      'Peso (kg): 70,5',
      'Refeição de 09/03/2025 12:00',
      'Arroz, integral, cozido – 150',
      'Plano de 01/03/2025 a 01/06/2025 · Ativo',
      'Almoço: Arroz, integral, cozido (ou Feijão, carioca, cozido)',
      'Beba água ao longo do dia.',
      'Dra. Lia (Nutricionista) · Leitura · Exportação dos dados · Permitido',
      // Her money: what she was charged, each payment (a reversed one with its reason) and her receipts.
      'Consulta de 03/03/2025 · Presencial · R$ 150,00 · Pago',
      'Pagamento de R$ 150,00 em 03/03/2025 · Cartão de crédito em 2 parcelas · por Márcia Souza',
      'Pagamento de R$ 150,00 em 03/03/2025 · Pix · por Joana Conceição · estornado: Pago em duplicidade',
      'Recibo nº 7 de 03/03/2025 · R$ 150,00 · Márcia Souza',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/[🙂\uFFFD]/u);
    // A part with nothing in it says so rather than vanish.
    expect(text).toContain('Agendamentos');
    expect(text).toContain('Nada registrado.');
  });

  it("prints a record's CPF, and 'Não informado' for a record opened without an e-mail", async () => {
    const record = {
      ...data,
      account: { ...data.account, email: null },
      contact: { ...data.contact, email: null, cpf: '52998224725' },
    };
    const text = extractPdfText(
      await renderExportPdf(buildExportPdfModel({ data: record, productName: 'Nutri', t })),
    );
    expect(text).toContain('CPF: 529.982.247-25');
    expect(text).toContain('E-mail: Não informado');
  });

  it('is named after the patient and the day it was made', () => {
    expect(getPatientExportPdfFileName('Joana Conceição', '2025-03-10')).toBe(
      'dados-joana-conceicao-2025-03-10.pdf',
    );
    expect(getPatientExportPdfFileName('***', '2025-03-10')).toBe('dados-paciente-2025-03-10.pdf');
  });
});
