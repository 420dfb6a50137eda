// The OpenAPI document cannot drift from the code: every route the app serves is in it and nothing else,
// every problem code the API's source raises has the status the document gives it, and the document and
// its reference page are served as the README says. (Every answer the other API tests receive is held to
// the document by their request helper: helpers/openapi-answers.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/lib/api/contract/operations';
import { openApiDocument } from '@/upstream/src/openapi/document';
import { PROBLEM_STATUS, problemsOf } from '@/upstream/src/openapi/problems';
import { DOCS_CONTENT_SECURITY_POLICY } from '@/upstream/src/routes/docs';
import { createTestApi, type TestApi } from './helpers/api';
import { routeShape } from './helpers/fuzz-targets';
import { createInProcessApp } from './helpers/in-process-app';
import { checkAnswer } from './helpers/openapi-answers';

let api: TestApi;
beforeAll(async () => {
  // As in development: no SMTP server (the outbox is mounted) and the reference page on.
  api = await createTestApi();
});
afterAll(() => api.close());

const documented = () =>
  Object.entries(openApiDocument().paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => routeShape(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'))),
  );

describe('the document and the routes the API serves', () => {
  it('lists every route the app serves, and no route it does not serve', () => {
    const served = new Set(
      api.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => routeShape(route.method, route.path)),
    );
    const inDocument = new Set(documented());
    expect(
      [...served].filter((route) => !inDocument.has(route)),
      'served but not documented',
    ).toEqual([]);
    expect(
      [...inDocument].filter((route) => !served.has(route)),
      'documented but not served',
    ).toEqual([]);
  });

  it('names each path parameter of a route, and gives each operation its own id', () => {
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(openApiDocument().paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(methods)) {
        const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        expect(
          inPath.map((parameter) => parameter.name),
          `${method} ${path}`,
        ).toEqual(names);
        expect(ids.has(operation.operationId), operation.operationId).toBe(false);
        ids.add(operation.operationId);
      }
    }
  });

  it('every problem code the source raises has the status the document gives it', () => {
    const root = join(process.cwd(), 'upstream/src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const raised = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/ApiError\(\s*(\d{3}),\s*'([A-Z_]+)'/g)].map(
        (match) => ({ file, status: Number(match[1]), code: match[2] as keyof typeof PROBLEM_STATUS }),
      ),
    );
    expect(raised.length).toBeGreaterThan(30);
    for (const { file, status, code } of raised)
      expect(PROBLEM_STATUS[code], `${code} in ${file}`).toBe(status);
  });

  it('says who may call each route: signed-in ones carry the bearer scheme and answer 401', () => {
    for (const operation of operations) {
      const entry = openApiDocument().paths[operation.path.replace(/:(\w+)/g, '{$1}')]![operation.method]!;
      if (operation.access.kind === 'signed-in') {
        expect(entry.security).toEqual([{ bearer: [] }]);
        expect(problemsOf(operation)).toContain('INVALID_TOKEN');
        expect(entry.responses['401']).toBeDefined();
      } else expect(entry.security).toEqual([]);
      expect(entry.description).toContain('**Who may call:**');
    }
  });
});

describe('GET /openapi.json', () => {
  it('answers the OpenAPI 3.1 document, its schemas those of the contract', async () => {
    const response = await api.request('/openapi.json');
    expect(response.status).toBe(200);
    const body = (await response.json()) as ReturnType<typeof openApiDocument>;
    expect(body.openapi).toMatch(/^3\.1\./);
    expect(body.info.version).toMatch(/^1\.\d+\.\d+$/);
    expect(Object.keys(body.paths).every((path) => path.startsWith('/'))).toBe(true);
    // A day's meals: its query is bounded as the contract bounds it.
    const meals = body.paths['/v1/users/{id}/meals']!.get!;
    expect(meals.parameters).toContainEqual(
      expect.objectContaining({ name: 'date', in: 'query', required: true }),
    );
    const problem = meals.responses['404']!.content!['application/problem+json'] as { schema: unknown };
    expect(JSON.stringify(problem.schema)).toContain('"NOT_FOUND"');
  });
});

describe('GET /docs', () => {
  it('is a page drawn by the renderer served from the API itself, under its own policy', async () => {
    const page = await api.request('/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(DOCS_CONTENT_SECURITY_POLICY);
    const html = await page.text();
    expect(html).toContain('data-url="/openapi.json"');
    const sources = [...html.matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['/docs/scalar.js']);

    const script = await api.request('/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it('is off in production unless API_DOCS=true; the document is served either way', async () => {
    const production = createInProcessApp(api.database, { NODE_ENV: 'production', MAIL_OUTBOX: 'database' });
    expect((await production.app.request('/docs')).status).toBe(404);
    expect((await production.app.request('/docs/scalar.js')).status).toBe(404);
    expect((await production.app.request('/openapi.json')).status).toBe(200);
    const switchedOn = createInProcessApp(api.database, {
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'database',
      API_DOCS: 'true',
    });
    expect((await switchedOn.app.request('/docs')).status).toBe(200);
    const switchedOff = createInProcessApp(api.database, { API_DOCS: 'false' });
    expect((await switchedOff.app.request('/docs')).status).toBe(404);
  });
});

describe('the check every API test answer goes through (helpers/openapi-answers.ts)', () => {
  const answer = (status: number, body: unknown, type = 'application/json') =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
  const problem = (status: number, code: string) =>
    answer(status, { status, code, detail: 'x' }, 'application/problem+json');
  const user = {
    id: 1,
    name: 'Ana',
    email: 'ana@nutri.test',
    photo_url: null,
    main_role: 'ROLE_USER',
    roles: ['ROLE_USER'],
  };

  it('passes a real answer, and each of its fields as the document lists it', async () => {
    const id = await api.createUser({ email: 'ana@openapi.test', role: 'ROLE_USER' });
    const token = await api.signIn('ana@openapi.test', 'Senha1234');
    // Through the helper: checked on the way.
    const me = await api.request('/v1/me', { token });
    expect(me.status).toBe(200);
    const body = (await me.json()) as Record<string, unknown>;
    expect(body.id).toBe(id);
    await expect(checkAnswer('GET', '/v1/me', answer(200, body))).resolves.toBeUndefined();
    await expect(checkAnswer('GET', '/v1/me', answer(200, { ...body, secret: 1 }))).rejects.toThrow(
      /must NOT have additional properties/,
    );
    const { email: _email, ...withoutEmail } = body;
    await expect(checkAnswer('GET', '/v1/me', answer(200, withoutEmail))).rejects.toThrow(/email/);
  });

  it('fails an undocumented status, media type or problem code', async () => {
    await expect(checkAnswer('GET', '/v1/me', problem(409, 'SLOT_TAKEN'))).rejects.toThrow(
      /status 409 is not documented/,
    );
    await expect(checkAnswer('GET', '/v1/me', problem(401, 'INVALID_TOKEN'))).resolves.toBeUndefined();
    await expect(checkAnswer('GET', '/v1/me', problem(404, 'INVALID_ACCEPTANCE_CODE'))).rejects.toThrow(
      /code INVALID_ACCEPTANCE_CODE is not documented/,
    );
    await expect(checkAnswer('GET', '/v1/me', problem(401, 'NO_SUCH_CODE'))).rejects.toThrow(/code/);
    await expect(
      checkAnswer(
        'GET',
        '/v1/me',
        answer(401, { status: 403, code: 'INVALID_TOKEN', detail: 'x' }, 'application/problem+json'),
      ),
    ).rejects.toThrow(/status 403 is not the answer's/);
    await expect(checkAnswer('GET', '/v1/me', answer(200, user, 'text/plain'))).rejects.toThrow(/media type/);
    await expect(checkAnswer('DELETE', '/v1/users/1/meals/2', answer(200, {}))).rejects.toThrow(
      /status 200 is not documented/,
    );
  });

  it('lets a route the document does not list answer only that it does not exist', async () => {
    await expect(checkAnswer('GET', '/v1/nothing-here', problem(404, 'NOT_FOUND'))).resolves.toBeUndefined();
    await expect(checkAnswer('GET', '/v1/nothing-here', answer(200, {}))).rejects.toThrow(/other than 404/);
  });
});
