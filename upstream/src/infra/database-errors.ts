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

// The database could not answer now, though a later try may: its connection failed or was cut (class 08,
// an administrator or crash shutdown, too many connections, out of resources), a statement or lock timed
// out, or the transaction lost a deadlock or serialization race.
const TRANSIENT_SQLSTATE = /^(08...|53...|57P0[1-3]|57014|55P03|40001|40P01)$/;
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres says these in words only.
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Query read timeout',
  // 55000 with these words: the database refuses new connections (being dropped, or closed to them).
  'is not currently accepting connections',
];

/** A failure of the database itself, not of the request: worth a 503 and another try. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (TRANSIENT_SQLSTATE.test(candidate.code) || UNREACHABLE_SOCKET_CODES.has(candidate.code))
        return true;
    }
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (UNREACHABLE_MESSAGES.some((words) => message.includes(words))) return true;
    current = candidate.cause;
  }
  return false;
}
