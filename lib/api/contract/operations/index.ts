// Every route the API serves, as its callers need to know it: its path, the access rule that guards it,
// whether the browser may call it through the portal's proxy, its line in the access trail, and the
// contract's schemas of its parameters, query, body and answer, with the problem codes it answers with.
// One file per resource, like upstream/src/routes/. From this table come the OpenAPI document
// (upstream/src/openapi/document.ts), the proxy's allowlist (lib/api/server/allowlist.ts), the path builders'
// types (lib/api/paths.ts) and the trail's care routes (upstream/src/http/access-trail.ts). Tests hold it
// to the app: a route served and not listed, or listed and not served, fails tests/api/openapi.test.ts;
// a route whose rule is not the one named here fails tests/api/access-rules.test.ts; and every answer
// the API tests receive is checked against its entry (tests/api/helpers/openapi-answers.ts).
import { authOperations } from './auth';
import { bookingOperations } from './booking';
import { catalogueOperations } from './catalogue';
import { devOperations } from './dev';
import { docsOperations } from './docs';
import { healthOperations } from './health';
import { invitationOperations } from './invitations';
import { mealPlanTemplateOperations } from './meal-plan-templates';
import { mealPlanOperations } from './meal-plans';
import { moneyOperations } from './money';
import { nutritionistOperations } from './nutritionists';
import { patientRecordOperations } from './patient-record';
import { readOperations } from './reads';
import { registrationOperations } from './registration';
import type { Operation } from './types';
import { userOperations } from './users';

export * from './types';

const table = [
  ...healthOperations,
  ...authOperations,
  ...readOperations,
  ...registrationOperations,
  ...userOperations,
  ...patientRecordOperations,
  ...nutritionistOperations,
  ...bookingOperations,
  ...moneyOperations,
  ...mealPlanOperations,
  ...mealPlanTemplateOperations,
  ...invitationOperations,
  ...catalogueOperations,
  ...docsOperations,
  ...devOperations,
] as const;

/** Every route, in the order the OpenAPI document lists them. */
export const operations: readonly Operation[] = table;

/** A route's path as the table states it: '/v1/users/:id/meals'. */
export type ApiPath = (typeof table)[number]['path'];
