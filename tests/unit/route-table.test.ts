// The API's route table (lib/api/contract/operations/) is the one place a route is written beside its
// route file: the proxy's allowlist, the path builders, the access trail and the OpenAPI document are
// read from it. These checks keep its entries whole and agreeing with each other; the API tests hold it
// to the app itself (tests/api/openapi.test.ts, tests/api/access-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { idParamSchema } from '@/lib/api/contract/common';
import { type AccessRuleName, operations } from '@/lib/api/contract/operations';
import { paths } from '@/lib/api/paths';
import { allowedCalls } from '@/lib/api/server/allowlist';
import { CARE_ROUTES } from '@/upstream/src/http/access-trail';

const name = (operation: { method: string; path: string }) =>
  `${operation.method.toUpperCase()} ${operation.path}`;

/** The rules that let a caller reach one patient's care data: every route behind one is a care route. */
const CARE_RULES: readonly AccessRuleName[] = [
  'careReaderOrAdmin',
  'patientOrOwnNutritionist',
  'ownNutritionistNotThePatient',
  'patientItselfNotItsNutritionist',
  'patientOwnNutritionistOrAdmin',
  'planReader',
  'planEditor',
  'plansForOwnPatient',
];

/** Care routes that leave no line, each for its reason. */
const UNTRAILED = new Map([
  // Reading the trail itself: a line per read would bury the lines it is read for.
  ['GET /v1/users/:id/access-trail', 'the trail reading itself'],
]);

describe('the route table', () => {
  it('names each route once', () => {
    const names = operations.map(name);
    expect(names.filter((route, index) => names.indexOf(route) !== index)).toEqual([]);
  });

  it('declares a schema for every path parameter', () => {
    const undeclared = operations.flatMap((operation) =>
      [...operation.path.matchAll(/:(\w+)/g)]
        .map((match) => match[1] as string)
        .filter((param) => operation.params?.[param] === undefined)
        .map((param) => `${name(operation)} :${param}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('documents a route as public exactly when anyone may call it', () => {
    const disagreeing = operations.filter(
      (operation) => (operation.rule === 'anyone') !== (operation.access.kind === 'public'),
    );
    expect(disagreeing.map(name)).toEqual([]);
  });

  it('gives every care route its line in the access trail', () => {
    const missing = operations
      .filter((operation) => CARE_RULES.includes(operation.rule))
      .filter((operation) => !operation.trail && !UNTRAILED.has(name(operation)));
    expect(missing.map(name)).toEqual([]);
    // A trail names the patient the way its path does; a list of her money by the nutritionist's own path.
    const prefixes: Partial<Record<string, string>> = {
      user: '/v1/users/:id',
      plan: '/v1/meal-plans/:id',
      appointment: '/v1/appointments/:id/',
      'patient-package': '/v1/patient-packages/:id',
      payment: '/v1/payments/:id/',
      receipt: '/v1/receipts/:id',
      listed: '/v1/nutritionists/:id/',
    };
    const misread = operations.filter(({ trail, path }) => {
      const prefix = trail ? prefixes[trail.patient] : undefined;
      return prefix !== undefined && !path.startsWith(prefix);
    });
    expect(misread.map(name)).toEqual([]);
  });

  it('is where the access trail finds its care routes', () => {
    expect([...CARE_ROUTES.keys()]).toEqual(operations.filter((operation) => operation.trail).map(name));
    expect(CARE_ROUTES.get('GET /v1/users/:id/meals')).toEqual({
      resource: 'MEALS',
      action: 'READ',
      patient: 'user',
    });
    expect(CARE_ROUTES.has('GET /v1/users/:id/access-trail')).toBe(false);
    // Every read and change of the practice's money is in the trail of the patient it is about.
    const money = operations.filter((operation) => operation.tag === 'Money');
    expect(
      money
        .filter((operation) => !operation.trail && !operation.path.startsWith('/v1/nutritionists/:id/'))
        .map(name),
    ).toEqual([]);
    expect(CARE_ROUTES.get('POST /v1/payments/:id/receipts')).toEqual({
      resource: 'RECEIPTS',
      action: 'CREATE',
      patient: 'payment',
    });
  });

  it('is where the proxy finds the calls it forwards, with text parameters read from their schemas', () => {
    expect(allowedCalls.map((call) => `${call.method} ${call.pattern}`)).toEqual(
      operations.filter((operation) => operation.proxy).map(name),
    );
    const confirm = allowedCalls.find((call) => call.pattern === '/v1/registration/:id/confirm');
    expect(confirm).toMatchObject({ auth: 'none', textParams: ['id'] });
    const record = allowedCalls.find(
      (call) => call.pattern === '/v1/users/:id/anthropometric-records/:recordId' && call.method === 'PUT',
    );
    expect(record).toEqual({
      method: 'PUT',
      pattern: '/v1/users/:id/anthropometric-records/:recordId',
      auth: 'session',
    });
    // The development outbox and the sign-in itself are never the browser's to call through the proxy.
    expect(operations.find((operation) => operation.path === '/dev/outbox')?.proxy).toBeUndefined();
    expect(operations.find((operation) => operation.path === '/login')?.proxy).toBeUndefined();
  });

  it('reads an id parameter with the one id schema', () => {
    const planFood = operations.find(
      (operation) => operation.path === '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions',
    );
    expect(planFood?.params?.foodId).toBe(idParamSchema);
  });

  it('gives the path builders only routes it serves, filled in order and encoded', () => {
    expect(paths.userAnthropometricRecord(4, 17)).toBe('/v1/users/4/anthropometric-records/17');
    expect(paths.userDismissal(4, 'a b/c')).toBe('/v1/users/4/dismissals/a%20b%2Fc');
    expect(paths.nutritionistPatients(2, { page: '3' })).toBe('/v1/nutritionists/2/patients?page=3');
    expect(paths.me()).toBe('/v1/me');
    expect(paths.nutritionistFinance(2, '2026-11')).toBe('/v1/nutritionists/2/finance?year_month=2026-11');
    expect(paths.paymentReceipts(40)).toBe('/v1/payments/40/receipts');
    // @ts-expect-error: a route with two parameters takes two values.
    paths.userAnthropometricRecord(4);
  });
});
