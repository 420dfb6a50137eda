import { z } from 'zod';

/** The most reads one batch carries: a portal page's first reads, with room to spare. */
export const READ_BATCH_MAX_PATHS = 12;

/** A read of the caller's own API, as a path with its query: `/v1/users/4?meal_plans=false`. */
const readPathSchema = z
  .string()
  .max(2000)
  .regex(/^\/v1\/[^#\s]*$/, 'must be a path of /v1/')
  .refine((path) => !/^\/v1\/reads(?:[/?]|$)/.test(path), 'a batch does not hold a batch');

/** POST /v1/reads: several GETs made as the caller, answered together. */
export const readBatchRequestSchema = z.object({
  paths: z.array(readPathSchema).min(1).max(READ_BATCH_MAX_PATHS),
});
export type ReadBatchRequest = z.infer<typeof readBatchRequestSchema>;

/** Each read's answer in the order asked: its status and its JSON body (a problem when it failed). */
export const readBatchAnswerSchema = z.object({
  answers: z.array(z.object({ status: z.number().int(), body: z.unknown() })),
});
export type ReadBatchAnswer = z.infer<typeof readBatchAnswerSchema>;
