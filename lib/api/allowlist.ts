// Every call the browser may make through /api, from the specification's call tables (spec 1 §7,
// spec 2 §7). Anything else answers 404: the portal is not an open proxy. A parameter is an id, written
// the one way the API reads it (lib/rules/ids.ts: `4`, never `0x4` or `04`), unless its call names it as
// text: a spelling the API would not read never reaches it.
import { readId } from '@/lib/rules/ids';

export interface AllowedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  pattern: string;
  /** 'session' calls carry the signed-in user's token; 'none' calls are made without one. */
  auth: 'session' | 'none';
  /** The parameters that hold text (a code, a token, a key); every other one is an id. */
  textParams?: readonly string[];
}

const call = (
  method: AllowedCall['method'],
  pattern: string,
  auth: AllowedCall['auth'] = 'session',
  textParams?: readonly string[],
): AllowedCall => ({
  method,
  pattern,
  auth,
  ...(textParams ? { textParams } : {}),
});

export const allowedCalls: readonly AllowedCall[] = [
  call('GET', '/v1/me'),
  call('GET', '/v1/users'),
  call('GET', '/v1/users/:id'),
  call('PUT', '/v1/users/:id/photos/:photoId'),
  // 'Enviar minha foto' (beyond the specification): her own picture, checked like food photos.
  call('POST', '/v1/users/:id/photo'),
  // Dismissed suggestions and prompts, remembered for the account on every device (beyond the specification).
  call('GET', '/v1/users/:id/dismissals'),
  call('PUT', '/v1/users/:id/dismissals/:key', 'session', ['key']),
  call('GET', '/v1/users/:id/meals'),
  call('GET', '/v1/users/:id/meal-reports'),
  call('GET', '/v1/foodstuffs'),
  call('POST', '/v1/foodstuffs'),
  call('GET', '/v1/foodstuffs/:id'),
  call('PATCH', '/v1/foodstuffs/:id'),
  call('DELETE', '/v1/foodstuffs/:id'),
  // Household measures (beyond the specification): offered by the plan builder, kept by administrators.
  call('GET', '/v1/foodstuffs/:id/measures'),
  call('PUT', '/v1/foodstuffs/:id/measures'),
  call('GET', '/v1/foodstuff-photos'),
  call('POST', '/v1/foodstuff-photos'),
  call('GET', '/v1/brands'),
  call('POST', '/v1/brands'),
  // The administrator dashboard's totals (beyond the specification, which fixed one of them at 0).
  call('GET', '/v1/admin/metrics'),
  // The jobs given up after their last attempt (beyond the specification): seen and retried by administrators.
  call('GET', '/v1/admin/jobs'),
  call('POST', '/v1/admin/jobs/:id/retry'),
  call('GET', '/v1/avatar-photos'),
  call('POST', '/v1/registration', 'none'),
  // A registration is named by its UUID, not by an id.
  call('POST', '/v1/registration/:id/confirm', 'none', ['id']),
  call('POST', '/v1/registration/:id/resend-code', 'none', ['id']),
  // Password recovery (beyond the specification): asking for a link, and setting the new password.
  call('POST', '/v1/password-resets', 'none'),
  call('PUT', '/v1/password-resets/:token', 'none', ['token']),
  call('GET', '/v1/notifications'),
  // Marking notifications read: the specification shows the effect, not the call (spec 1 §2, §4).
  call('PATCH', '/v1/notifications/:id'),
  call('POST', '/v1/notifications/read'),
  call('GET', '/v1/appointments'),
  call('POST', '/v1/appointments'),
  call('GET', '/v1/appointments/:id'),
  call('PATCH', '/v1/appointments/:id'),
  call('POST', '/v1/connection-requests'),
  // What the acceptance page says before accepting (beyond the specification): who invites and, to the
  // holder of the code only, whose follow-up accepting ends.
  call('GET', '/v1/connection-requests/acceptance-codes/:code', 'none', ['code']),
  call('POST', '/v1/connection-requests/acceptance-codes/:code', 'none', ['code']),
  // The patient cancels an erasure her nutritionist asked for, from the e-mailed link (beyond the specification).
  call('POST', '/v1/deletion-requests/cancellation-codes/:code', 'none', ['code']),
  // Her invitations not yet turned into patients, sent again or withdrawn (beyond the specification).
  call('GET', '/v1/nutritionists/:id/connection-requests'),
  call('POST', '/v1/nutritionists/:id/connection-requests/:requestId/resend'),
  call('DELETE', '/v1/nutritionists/:id/connection-requests/:requestId'),
  // Her library of meal plan templates (beyond the specification): saved from a plan, read to start another.
  call('GET', '/v1/nutritionists/:id/meal-plan-templates'),
  call('POST', '/v1/nutritionists/:id/meal-plan-templates'),
  call('GET', '/v1/nutritionists/:id/meal-plan-templates/:templateId'),
  call('PATCH', '/v1/nutritionists/:id/meal-plan-templates/:templateId'),
  call('DELETE', '/v1/nutritionists/:id/meal-plan-templates/:templateId'),
  call('GET', '/v1/nutritionists/:id/recent-foodstuffs'),
  call('GET', '/v1/addresses/:zipCode', 'none', ['zipCode']),
  call('GET', '/v1/nutritionists/:id'),
  call('PATCH', '/v1/nutritionists/:id'),
  call('GET', '/v1/nutritionists/:id/patients'),
  call('GET', '/v1/nutritionists/:id/availabilities'),
  call('GET', '/v1/nutritionists/:id/week-availability'),
  call('PUT', '/v1/nutritionists/:id/week-availability'),
  // 'Assinar agenda no calendário' (beyond the specification): a new private .ics link of the agenda.
  call('POST', '/v1/nutritionists/:id/calendar-feed'),
  call('POST', '/v1/meal-plans'),
  call('PUT', '/v1/meal-plans/:id'),
  // One plan with its foods (the meal plan screen after a save; the mobile app).
  call('GET', '/v1/meal-plans/:id'),
  // The plan as it was before each edit (beyond the specification: 'Versões anteriores deste plano').
  call('GET', '/v1/meal-plans/:id/versions'),
  // Alternatives to a planned food (beyond the specification: 'Substituições'); each answers the plan.
  call('POST', '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions'),
  call('PUT', '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId'),
  call('DELETE', '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId'),
  // Anthropometry and the adherence record (issue 14): the patient's records, its nutritionist's choice
  // of body-fat equation, and the days, weeks and weights of the last 30, 90 or 180 days.
  call('GET', '/v1/users/:id/anthropometric-records'),
  call('POST', '/v1/users/:id/anthropometric-records'),
  call('PUT', '/v1/users/:id/anthropometric-records/:recordId'),
  call('DELETE', '/v1/users/:id/anthropometric-records/:recordId'),
  call('PUT', '/v1/users/:id/anthropometry-preferences'),
  call('GET', '/v1/users/:id/progress'),
  // The patient record (issue 35): her contact, anamnesis versions, goals and consultation notes.
  call('GET', '/v1/users/:id/contact'),
  call('PUT', '/v1/users/:id/contact'),
  call('GET', '/v1/users/:id/anamneses'),
  call('POST', '/v1/users/:id/anamneses'),
  call('GET', '/v1/users/:id/anamneses/:anamnesisId'),
  call('GET', '/v1/users/:id/goals'),
  call('PUT', '/v1/users/:id/goals'),
  call('GET', '/v1/users/:id/consultations'),
  call('POST', '/v1/users/:id/consultations/:appointmentId/notes'),
  call('GET', '/v1/users/:id/access-trail'),
  // Her data, on request (issue 35): everything held about her as JSON (the portal's PDF reads the same).
  call('GET', '/v1/users/:id/export'),
  // Her data erased as the rules allow, at her request (issue 35).
  call('POST', '/v1/users/:id/deletion-request'),
];

const textSegment = /^[A-Za-z0-9_-]{1,200}$/;

function matches(entry: AllowedCall, path: string): boolean {
  // Segment for segment, empty ones included: `//v1/me` is not `/v1/me` (new URL() reads it as host `v1`).
  const patternParts = entry.pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => {
    const actual = pathParts[index] ?? '';
    if (!part.startsWith(':')) return part === actual;
    // Parameters are plain identifiers: no dots, no encoded slashes, nothing that could climb out.
    return entry.textParams?.includes(part.slice(1)) ? textSegment.test(actual) : readId(actual) !== null;
  });
}

export function findAllowedCall(method: string, path: string): AllowedCall | undefined {
  return allowedCalls.find((entry) => entry.method === method && matches(entry, path));
}
