import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { fromTheRight } from '@/lib/rules/forwarded';
import type { ApiConfig } from '../config';
import type { Role } from '../db/roles';
import type { AppointmentRow } from '../services/agenda/appointments';

export interface AuthContext {
  userId: number;
  roles: Role[];
  jti: string;
  expiresAt: Date;
}

export type AppEnv = {
  Variables: {
    auth: AuthContext;
    /**
     * The user `:id` an access rule (http/access.ts) has checked the caller may reach; for the practice's
     * money, the patient the appointment, package, payment or receipt `:id` is about.
     */
    subjectId: number;
    /** Which clause of a rule let the caller in, where the answer depends on it (http/access.ts). */
    grant: 'self' | 'care' | 'admin';
    /** The patient of the meal plan `:id`, once planReader or planEditor allowed it. */
    planPatientId: number;
    /** The appointment `:id`, once appointmentViewer or appointmentChanger allowed it. */
    appointment: AppointmentRow;
    /** Whose agenda a list reads, once ownAgenda allowed it. */
    /** Whose agenda a list reads: a nutritionist's (one of her patients' part of it, when named) or a patient's. */
    agendaOwner: { nutritionistId: number; patientId?: number } | { patientId: number };
    /** The patients a list of the practice's money named in its answer: each gets its line in the trail. */
    trailPatients: readonly number[];
    /** REQUEST_BODY_TIMEOUT_MS, for the body reader (http/body.ts). */
    bodyTimeoutMs: number;
  };
};

/** The header in which the portal proves itself to the API (PORTAL_SECRET, generated into DATA_DIR). */
export const PORTAL_SECRET_HEADER = 'x-portal-secret';

function isPortal(c: Context, secret: string | undefined): boolean {
  const given = c.req.header(PORTAL_SECRET_HEADER);
  if (!secret || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The socket peer; in-process requests (tests) have no socket and come from this machine. */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

/** Whether the request comes straight from a reverse proxy listed in TRUSTED_PROXIES. */
export function fromTrustedProxy(c: Context, config: Pick<ApiConfig, 'TRUSTED_PROXIES'>): boolean {
  const trusted = config.TRUSTED_PROXIES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return trusted.includes(peerAddress(c));
}

/**
 * The visitor's address, for the per-address limits: the socket peer, unless the request comes from the
 * portal (it carries the shared secret) or from a configured reverse proxy, which say in X-Forwarded-For
 * what they saw. Being on this machine proves nothing: any local process could pick an address.
 * Proxies append, so the visitor is TRUSTED_PROXY_COUNT entries from the right (the portal states one
 * address); the entries to its left are whatever the visitor sent.
 */
export function clientAddress(
  c: Context,
  config: Pick<ApiConfig, 'TRUSTED_PROXIES' | 'TRUSTED_PROXY_COUNT' | 'PORTAL_SECRET'>,
): string {
  const peer = peerAddress(c);
  const hops = fromTrustedProxy(c, config)
    ? config.TRUSTED_PROXY_COUNT
    : isPortal(c, config.PORTAL_SECRET)
      ? 1
      : undefined;
  if (hops === undefined) return peer;
  return fromTheRight(c.req.header('x-forwarded-for'), hops) ?? peer;
}
