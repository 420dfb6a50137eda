// Every one-line text field of a request refuses line breaks and other control characters at the contract,
// so none reaches a page line, a stored name or an e-mail; only the description keeps its paragraphs.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressInputSchema,
  createBrandRequestSchema,
  createConnectionRequestSchema,
  createFoodstuffRequestSchema,
  listBrandsQuerySchema,
  listFoodstuffsQuerySchema,
  listPatientsQuerySchema,
  listUsersQuerySchema,
  loginRequestSchema,
  passwordResetRequestSchema,
  updateNutritionistRequestSchema,
} from '@/lib/api/contract';
import { FOOD_REQUEST, PAULISTA_ADDRESS } from '../fixtures/requests';

const address = { ...PAULISTA_ADDRESS, complement: 'Sala 3' };
const food = FOOD_REQUEST;

/** A valid request and the one-line field of it to break. */
const fields: [string, z.ZodType, Record<string, unknown>, string][] = [
  ...Object.keys(address).map(
    (field) =>
      [`address.${field}`, addressInputSchema, address, field] as [
        string,
        z.ZodType,
        Record<string, unknown>,
        string,
      ],
  ),
  ['brand name', createBrandRequestSchema, { name: 'Marca' }, 'name'],
  [
    'invited e-mail',
    createConnectionRequestSchema,
    { nutritionist_id: 1, patient_email: 'ana@exemplo.com' },
    'patient_email',
  ],
  ['food name', createFoodstuffRequestSchema, food, 'name'],
  ['sign-in e-mail', loginRequestSchema, { email: 'ana@exemplo.com', password: 'Senha1234' }, 'email'],
  ['recovery e-mail', passwordResetRequestSchema, { email: 'ana@exemplo.com' }, 'email'],
  ['brand search', listBrandsQuerySchema, { name: 'marca' }, 'name'],
  ['food search', listFoodstuffsQuerySchema, { name_or_brand: 'arroz' }, 'name_or_brand'],
  ['patient search', listPatientsQuerySchema, { patient_name: 'ana' }, 'patient_name'],
  ['user search', listUsersQuerySchema, { name: 'ana' }, 'name'],
];

const BREAKS = ['\n', '\r', '\r\n', '\t', '\u0085', '\u2028', '\u2029'];

describe('one-line text fields', () => {
  for (const [label, schema, valid, field] of fields) {
    it(`${label}: accepted as one line, refused with any line break or control character`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const separator of BREAKS) {
        const broken = { ...valid, [field]: `${String(valid[field])}${separator}Bcc: todos@exemplo.com` };
        expect(schema.safeParse(broken).success, JSON.stringify(separator)).toBe(false);
      }
    });
  }

  it("the nutritionist's description keeps its paragraphs", () => {
    expect(
      updateNutritionistRequestSchema.safeParse({ about: 'Atendo adultos.\n\nConsultas online.' }).success,
    ).toBe(true);
  });
});
