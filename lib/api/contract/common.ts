import { z } from 'zod';
import { MAX_ID, readId } from '@/lib/rules/ids';
import { ERROR_CODES } from './error-codes';
import { GENDERS } from './values';

/** Every error code either side answers with (the list: error-codes.ts). */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** Errors are application/problem+json; `code` is what the portal maps to the specification's texts. */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int(),
  code: errorCodeSchema,
  detail: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    total_elements: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
  });
}
export type Page<T> = { content: T[]; total_elements: number; total_pages: number };

/** Query parameters shared by every paged list: page counts from 0. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export { MAX_ID };

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/**
 * An id in a path or a query string: text spelt as readId reads it (`4`, never `0x4`, `4.0` or `04`),
 * or a number. Any other text stays text and is refused as not a number. The API reads path ids with
 * readId itself, to answer 404; this schema is for query strings, the portal's pages and the OpenAPI
 * document (an integer).
 */
export const idParamSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (readId(value) ?? value) : value),
  idSchema,
);

/**
 * Text from a caller, in a body or a query string. Control characters (C0 but tab, line feed and
 * carriage return; DEL) belong in no name, search or note, and PostgreSQL refuses NUL in text: they are
 * a 400 here, once for every field, instead of a database error later.
 */
export const textSchema = z
  .string()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, 'Caracteres de controle não são aceitos.');

/**
 * Text of one line: a name, an e-mail, an address, a search, a code. No control character at all (line
 * breaks and tabs included) nor Unicode's line and paragraph separators: such a value is shown on one line
 * and goes into e-mails, where a line break of a nutritionist's address became a line of her patient's
 * booking e-mail. Only the fields meant to hold paragraphs (her description) take textSchema.
 */
export const lineSchema = z.string().regex(
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /^[^\u0000-\u001F\u007F\u0085\u2028\u2029]*$/,
  'Quebras de linha e caracteres de controle não são aceitos.',
);

// Year 0 passes the ISO pattern but does not exist (PostgreSQL refuses it).
export const isoDateSchema = z.iso
  .date()
  .refine((date) => !date.startsWith('0000-'), 'Informe uma data válida.');
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;
