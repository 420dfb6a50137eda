// The route table of spec 1 §2 and spec 2 §2 as data: who may enter each path, and where others go.
import type { Role } from '@/lib/api/contract';

export type Audience = 'nutritionist' | 'admin' | 'patient';

type Access =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Signed-out visitors only; a signed-in user goes home. */
  | { kind: 'guest' }
  /** Signed-in users of these audiences. */
  | { kind: 'member'; audiences: readonly Audience[] };

export interface RouteRule {
  pattern: string;
  access: Access;
}

const everyone: readonly Audience[] = ['nutritionist', 'admin', 'patient'];
const nutritionists: readonly Audience[] = ['nutritionist'];
const administrators: readonly Audience[] = ['admin'];

/**
 * Who each route group of app/(portal) is for: its one layout checks the audience again on the server.
 * A page in a group must be in the table below with the same audiences (tests/unit/route-groups.test.ts).
 */
export const routeGroupAudiences = {
  care: nutritionists,
  catalogue: administrators,
  dashboard: ['admin', 'patient'],
} as const satisfies Record<string, readonly Audience[]>;

export const routeTable: readonly RouteRule[] = [
  { pattern: '/', access: { kind: 'public' } },
  { pattern: '/privacy-policy', access: { kind: 'public' } },
  { pattern: '/connection-requests/acceptance-codes/:code', access: { kind: 'public' } },
  // Public: the patient cancels, from an e-mailed link, an erasure her nutritionist asked for.
  { pattern: '/deletion-requests/cancellation-codes/:code', access: { kind: 'public' } },
  { pattern: '/login', access: { kind: 'guest' } },
  { pattern: '/nutritionist-registration', access: { kind: 'guest' } },
  { pattern: '/forgot-password', access: { kind: 'guest' } },
  // Public, not guest: an e-mailed link must work even in a browser where someone is signed in.
  { pattern: '/reset-password/:token', access: { kind: 'public' } },
  // Public: it is where a browser whose session the upstream refused is sent, cookie still present.
  { pattern: '/session-expired', access: { kind: 'public' } },
  // Online booking (issue 53): her public page, the e-mailed confirmation, and the links of a booked
  // appointment. Public, not guest: a visitor may be signed in as someone else in that browser.
  { pattern: '/agendar/confirmar', access: { kind: 'public' } },
  { pattern: '/agendar/:slug', access: { kind: 'public' } },
  { pattern: '/agendamento/:token', access: { kind: 'public' } },
  { pattern: '/agendamento/:token/presenca', access: { kind: 'public' } },
  { pattern: '/home', access: { kind: 'member', audiences: everyone } },
  // Non-nutritionists only; a nutritionist's home is /home.
  { pattern: '/dashboard', access: { kind: 'member', audiences: routeGroupAudiences.dashboard } },
  { pattern: '/patients', access: { kind: 'member', audiences: nutritionists } },
  { pattern: '/patients/:id', access: { kind: 'member', audiences: nutritionists } },
  { pattern: '/patients/:id/meal-plan', access: { kind: 'member', audiences: nutritionists } },
  // The plan's PDF for the patient (beyond the specification).
  { pattern: '/patients/:id/meal-plan/pdf', access: { kind: 'member', audiences: nutritionists } },
  { pattern: '/patients/:id/progress', access: { kind: 'member', audiences: nutritionists } },
  { pattern: '/patients/:id/anthropometry', access: { kind: 'member', audiences: nutritionists } },
  // The patient record (issue 35): her anamnesis versions.
  { pattern: '/patients/:id/anamnesis', access: { kind: 'member', audiences: nutritionists } },
  // Her consultations with the nutritionist's notes on each (issue 35).
  { pattern: '/patients/:id/consultations', access: { kind: 'member', audiences: nutritionists } },
  // Her consultations in the agenda, to come and before today (issue 51).
  { pattern: '/patients/:id/appointments', access: { kind: 'member', audiences: nutritionists } },
  // Her money with the nutritionist: charges, payments, receipts and packages sold (issue 54).
  { pattern: '/patients/:id/finance', access: { kind: 'member', audiences: nutritionists } },
  // Who read or changed her care data (LGPD; issue 35).
  { pattern: '/patients/:id/access-trail', access: { kind: 'member', audiences: nutritionists } },
  // Everything held about her, as a readable PDF (LGPD art. 18; issue 35).
  { pattern: '/patients/:id/export/pdf', access: { kind: 'member', audiences: nutritionists } },
  { pattern: '/appointments', access: { kind: 'member', audiences: nutritionists } },
  { pattern: '/appointments/:id', access: { kind: 'member', audiences: nutritionists } },
  { pattern: '/profile', access: { kind: 'member', audiences: nutritionists } },
  // Her money: prices, the month, the debts and receipts (issue 54); administrators see none of it.
  { pattern: '/finance', access: { kind: 'member', audiences: nutritionists } },
  { pattern: '/finance/received-csv', access: { kind: 'member', audiences: nutritionists } },
  { pattern: '/receipts/:id/pdf', access: { kind: 'member', audiences: nutritionists } },
  // The catalogue is kept by administrators (DESIGN.md §3, beyond the specification).
  { pattern: '/foodstuffs', access: { kind: 'member', audiences: administrators } },
  { pattern: '/foodstuffs/:id/editing', access: { kind: 'member', audiences: administrators } },
  { pattern: '/create-foodstuff', access: { kind: 'member', audiences: administrators } },
];

/** Unknown or forbidden paths fall back here: the patient list for nutritionists, else the dashboard. */
export const fallbackPath: Record<Audience, string> = {
  nutritionist: '/patients',
  admin: '/dashboard',
  patient: '/home',
};

export const SIGN_IN_PATH = '/login';
/** Where a page whose token the upstream refused sends the browser (the session is cleared there by a POST). */
export const SESSION_EXPIRED_PATH = '/session-expired';
export const HOME_PATH = '/home';
export const DASHBOARD_PATH = '/dashboard';

/**
 * The page that serves an address for an audience, when it is not the address's own page: an
 * administrator's home is the dashboard's page (proxy.ts rewrites it; the address stays /home), so each
 * home's page carries only its own audience's code.
 */
export function servingPage(pathname: string, audience: Audience | null): string | null {
  return pathname === HOME_PATH && audience === 'admin' ? DASHBOARD_PATH : null;
}

/** The nutritionist role wins over the administrator role (spec 1 §6); anyone else is a patient. */
export function audienceOf(roles: readonly { name: Role }[]): Audience {
  const names = roles.map((role) => role.name);
  if (names.includes('ROLE_NUTRITIONIST')) return 'nutritionist';
  if (names.includes('ROLE_ADMIN')) return 'admin';
  return 'patient';
}

function matches(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

export function findRoute(pathname: string): RouteRule | undefined {
  return routeTable.find((rule) => matches(rule.pattern, pathname));
}

export type RouteDecision = { type: 'allow' } | { type: 'redirect'; to: string };

export function decideRoute(pathname: string, audience: Audience | null): RouteDecision {
  const rule = findRoute(pathname);
  if (!rule) return { type: 'redirect', to: audience ? fallbackPath[audience] : SIGN_IN_PATH };
  switch (rule.access.kind) {
    case 'public':
      return { type: 'allow' };
    case 'guest':
      return audience ? { type: 'redirect', to: HOME_PATH } : { type: 'allow' };
    case 'member':
      if (!audience) return { type: 'redirect', to: SIGN_IN_PATH };
      return rule.access.audiences.includes(audience)
        ? { type: 'allow' }
        : { type: 'redirect', to: fallbackPath[audience] };
  }
}

/** Whether a page is outside the signed-in area (no nonce needed, cacheable). */
export function isPublicPage(pathname: string): boolean {
  const rule = findRoute(pathname);
  return rule !== undefined && rule.access.kind !== 'member';
}

/** The meal plan PDF's query parameter for 'Incluir notas técnicas' (`?notas-tecnicas=1`). */
export const TECHNICAL_NOTES_PARAM = 'notas-tecnicas';
/** The plan's PDF with the day's nutrients against the DRIs, on the patient's copy ('Incluir nutrientes'). */
export const NUTRIENTS_PARAM = 'nutrientes';
