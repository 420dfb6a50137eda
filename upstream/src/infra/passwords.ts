import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A hash with the same parameters as hashPassword's, of a password nobody is given. Checking against it
 * when there is no account (or no password) costs what a real check costs, so the answer's timing does
 * not tell whether an e-mail has an account.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$kqR4QyI0k6bH57oNR3ZKAg$nsPJEwFDW3USYcl6EKgwTRjbgiGoqMmtn0PDnYeAQKs';

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? DUMMY_HASH, password);
    return Boolean(passwordHash) && matches;
  } catch {
    return false;
  }
}
