// The secrets of the booking e-mails: a link's token (256 random bits) and a hold's 6-digit code. Only
// their SHA-256 is stored; a code's hash is salted with its hold's id, so one table of the million codes'
// hashes cannot read every hold at once.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function createLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createHoldCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashHoldCode(holdId: string, code: string): string {
  return createHash('sha256').update(`${holdId}:${code}`).digest('hex');
}

/** Whether `code` is the hold's, compared in constant time. */
export function isHoldCode(holdId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashHoldCode(holdId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
