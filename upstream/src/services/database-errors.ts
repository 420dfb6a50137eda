// PostgreSQL error codes as both drivers report them (drizzle wraps the driver's error in `cause`).

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const EXCLUSION_VIOLATION = '23P01';

function readPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** A unique index refused the row; with a name, only that index counts. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = readPgError(error);
  if (pg?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || pg.constraint === undefined || pg.constraint === constraint;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return readPgError(error)?.code === FOREIGN_KEY_VIOLATION;
}

/** An exclusion constraint refused the row (e.g. two overlapping appointments). */
export function isExclusionViolation(error: unknown): boolean {
  return readPgError(error)?.code === EXCLUSION_VIOLATION;
}
