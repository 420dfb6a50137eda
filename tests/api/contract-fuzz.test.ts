// A bounded, seeded property-based run over every route of the API: path parameters, query strings and
// bodies bent one part at a time, or shaped by the contract's schemas, full of control characters, huge and
// odd numbers, wrong types, missing fields, stray content types and broken uploads. Whatever arrives, the
// API answers with a success or a problem of a known code, never a 5xx, and a refusal writes nothing.
// The portal's /api proxy gets the same in portal-proxy-fuzz.test.ts; `npm run bench:fuzz` runs both longer.
//
// A new route of the API, or a new request schema in lib/api/contract/, must get a target in
// helpers/fuzz-targets.ts: the first tests fail until it has.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import * as contract from '@/lib/api/contract';
import { contractArbitrary } from './helpers/contract-arbitrary';
import { attemptsFor } from './helpers/fuzz-attempts';
import {
  answerFault,
  changedTables,
  contentsFingerprint,
  describeBody,
  type Fingerprint,
  FUZZ_TIMEOUT_MS,
  fuzzEveryTarget,
} from './helpers/fuzz-checks';
import { type FuzzTarget, fuzzTargets, routeShape } from './helpers/fuzz-targets';
import { createFuzzWorld, type FuzzWorld } from './helpers/fuzz-world';
import { LOOPBACK_CLIENT } from './helpers/in-process-app';
import { checkAnswer } from './helpers/openapi-answers';

/** Request schemas by naming convention, plus the few named otherwise. */
const requestSchemaNames = Object.keys(contract).filter(
  (name) =>
    /(Request|Query|Input)Schema$/.test(name) ||
    ['newPasswordSchema', 'updateNotificationSchema', 'markNotificationsReadSchema'].includes(name),
);
/** Building blocks of other request schemas, covered through them; and answers named like requests. */
const PARTS = new Set([
  'connectionRequestSchema',
  'pageQuerySchema',
  'nutritionistRegistrationRequestSchema',
  'patientRegistrationRequestSchema',
  'addressInputSchema',
  'mealPlanPeriodInputSchema',
  'mealPlanFoodstuffInputSchema',
  'plannedSubstitutionInputSchema',
  'bookingRequestSchema',
]);

let world: FuzzWorld;
let targets: FuzzTarget[];
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  // The Google sign-in steps log every flow they turn away, and the fuzz turns away hundreds.
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Google sign-in')) warn(...args);
  });
  world = await createFuzzWorld();
  targets = fuzzTargets(world.ids);
  fingerprint = contentsFingerprint(world.api.database);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await world?.close();
});

describe('fuzzing every route of the API', () => {
  it('every route of the API and every request schema of the contract has a target', () => {
    const routes = new Set(
      world.api.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => routeShape(route.method, route.path)),
    );
    const targeted = new Set(targets.map((target) => routeShape(target.method, target.route)));
    expect(
      [...routes].filter((route) => !targeted.has(route)),
      'routes without a target',
    ).toEqual([]);
    expect(
      [...targeted].filter((route) => !routes.has(route)),
      'targets of no route',
    ).toEqual([]);

    const schemas = new Set(targets.flatMap((target) => [target.bodySchema, target.querySchema]));
    const missing = requestSchemaNames.filter(
      (name) => !PARTS.has(name) && !schemas.has((contract as Record<string, unknown>)[name] as z.ZodType),
    );
    expect(missing, 'request schemas that no target reads its request with').toEqual([]);
  });

  it('shapes requests by the contract, most of them ones the contract accepts', () => {
    // Refinements (date bounds, strong passwords) refuse some; a schema of which none pass would only
    // ever test validation, so the arbitrary needs fixing.
    for (const target of targets) {
      for (const schema of [target.bodySchema, target.querySchema]) {
        if (!schema) continue;
        const samples = fc.sample(contractArbitrary(schema, { knownIds: world.knownIds }), {
          numRuns: 100,
          seed: 1,
        });
        const accepted = samples.filter((value) => schema.safeParse(value).success).length;
        expect(accepted, `${target.method} ${target.route}: contract-shaped values accepted`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it('notices a write, so a quiet fingerprint means nothing was written', async () => {
    const { api, ids, tokens } = world;
    const before = await fingerprint();
    expect(changedTables(before, await fingerprint())).toEqual([]);
    const created = await api.request('/v1/brands', {
      method: 'POST',
      token: tokens.admin,
      json: { name: 'Marca Nova' },
    });
    expect(created.status).toBe(201);
    const afterInsert = await fingerprint();
    expect(changedTables(before, afterInsert)).toContain('brands');
    const renamed = await api.request(`/v1/foodstuffs/${ids.food}`, {
      method: 'PATCH',
      token: tokens.admin,
      json: { name: 'Arroz Branco' },
    });
    expect(renamed.status).toBe(200);
    expect(changedTables(afterInsert, await fingerprint())).toContain('foodstuffs');
  });

  it('holds an answer to the contract: no 5xx, a problem of a known code for every 4xx', () => {
    const target = targets.find((candidate) => candidate.route === '/v1/brands')!;
    const faultOf = (status: number, type: string, body: string) =>
      answerFault(target, new Response(body, { status, headers: { 'Content-Type': type } }), body);
    const problem = (status: number, code: string) => JSON.stringify({ status, code, detail: 'x' });
    expect(faultOf(404, 'application/problem+json', problem(404, 'NOT_FOUND'))).toBeUndefined();
    expect(faultOf(200, 'application/json', '{"id":1}')).toBeUndefined();
    expect(faultOf(500, 'application/problem+json', problem(500, 'INTERNAL_ERROR'))).toMatch(/500/);
    expect(faultOf(400, 'application/problem+json', problem(400, 'NO_SUCH_CODE'))).toMatch(/unknown code/);
    expect(faultOf(400, 'application/json', problem(400, 'INVALID_DATA'))).toMatch(/not a problem/);
    expect(faultOf(200, 'text/html', '<html>')).toMatch(/text\/html/);
  });

  it(
    'answers every request with a success or a problem of a known code, and writes nothing on a 4xx',
    async () => {
      const { api, tokens } = world;
      await fuzzEveryTarget({
        targets,
        attempts: (target) => attemptsFor(target, world.knownIds),
        async send(target, attempt) {
          const headers = new Headers();
          if (target.actor !== 'none') headers.set('Authorization', `Bearer ${tokens[target.actor]}`);
          if (attempt.contentType) headers.set('Content-Type', attempt.contentType);
          const url = `${attempt.path}${attempt.query ? `?${attempt.query}` : ''}`;
          const init = { method: target.method, headers, body: attempt.body };
          const response = await api.app.request(url, init, LOOPBACK_CLIENT);
          // Bent requests too get only answers the OpenAPI document lists for the route.
          await checkAnswer(target.method, url, response);
          return { response, where: `${target.method} ${url} ${describeBody(attempt)}` };
        },
        async settledFingerprint() {
          // The helper's request waits for the work the API left for after an earlier answer (e-mails).
          await api.request('/health');
          return fingerprint();
        },
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
