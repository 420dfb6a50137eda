// Dates, months and date-times as callers send them: each one from 1900 to 2099 (lib/rules/date-bounds.ts),
// or the request is a 400 before anything reads it. Answers keep isoDateSchema (common.ts): a stored date is
// shown as it is. How far ahead each call reaches from today is checked against the API's own clock.
import { z } from 'zod';
import { EARLIEST_YEAR, isWithinDateBounds, LATEST_YEAR } from '@/lib/rules/date-bounds';
import { isoDateSchema } from './common';

/** The issue message of a date outside the bounds (the API answers INVALID_DATA unless a call says otherwise). */
export const DATE_OUT_OF_BOUNDS = `Informe uma data entre ${EARLIEST_YEAR} e ${LATEST_YEAR}.`;

// Only a well-formed value is judged: 'amanhã' is malformed, not out of bounds.
const withinBounds = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(isWithinDateBounds, {
    message: DATE_OUT_OF_BOUNDS,
    when: (payload) => payload.issues.length === 0,
  });

/** A calendar day, 'YYYY-MM-DD'. */
export const boundedDateSchema = withinBounds(isoDateSchema);

/** A calendar month, 'YYYY-MM'. */
export const yearMonthSchema = withinBounds(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/** An instant with its offset (or Z), so the day it belongs to is never ambiguous. */
export const boundedZonedDateTimeSchema = withinBounds(z.iso.datetime({ offset: true }));

/** A date and time with its offset, or without one as wall time of the product's zone (APP_TIME_ZONE). */
export const boundedDateTimeSchema = withinBounds(
  z.union([z.iso.datetime({ offset: true }), z.iso.datetime({ local: true })]),
);

/** A date-time as above, or a bare date (its midnight in the zone): the bounds of a listed period. */
export const boundedInstantSchema = withinBounds(
  z.union([z.iso.datetime({ offset: true }), z.iso.datetime({ local: true }), isoDateSchema]),
);
