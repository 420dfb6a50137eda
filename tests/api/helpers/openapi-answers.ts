// Every answer the API tests receive through the request helper (in-process-app.ts) is held to the OpenAPI
// document: its status must be one the document lists for that route, its media type one listed for that
// status, its body valid against the schema there (answers' objects are closed: an undocumented field fails),
// and a problem's code one of those the route lists under that status. A route the document does not know
// may only be told it does not exist (or, under a signed-in prefix, that a token is needed).
//
// The document is built and each validator compiled on first use, once per test file's module graph (Vitest
// gives every file its own), and kept: a file pays only for the routes it calls.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { type Method, operations } from '@/lib/api/contract/operations';
import { openApiDocument, openApiPath } from '@/upstream/src/openapi/document';

const DOCUMENT_ID = 'openapi';

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    if (!ajv) {
      // Formats are checked by the patterns zod writes beside them; strict off for OpenAPI's own keywords.
      ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true, validateSchema: false });
      ajv.addSchema(openApiDocument() as object, DOCUMENT_ID);
    }
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Patterns as Hono matches them: a parameter is one segment; literal segments win over parameters. */
const compiled = operations.map((operation) => ({
  operation,
  parts: operation.path.split('/'),
  literals: operation.path.split('/').filter((part) => !part.startsWith(':')).length,
}));

export function findOperation(method: string, path: string) {
  const parts = path.split('/');
  const candidates = compiled.filter(
    (entry) =>
      entry.operation.method === (method.toLowerCase() as Method) &&
      entry.parts.length === parts.length &&
      entry.parts.every((part, index) =>
        part.startsWith(':') ? parts[index] !== '' : part === parts[index],
      ),
  );
  return candidates.sort((a, b) => b.literals - a.literals)[0]?.operation;
}

/** What a route the document does not know may answer: it does not exist, or a token is needed first. */
const UNKNOWN_ROUTE_CODES: Record<number, string[]> = {
  401: ['UNAUTHORIZED', 'INVALID_TOKEN'],
  404: ['NOT_FOUND'],
  500: ['INTERNAL_ERROR'],
  503: ['DATABASE_UNAVAILABLE'],
};

const mediaTypeOf = (response: Response) =>
  (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

function fail(label: string, message: string): never {
  throw new Error(`Answer of ${label} breaks the OpenAPI document: ${message}`);
}

async function readBody(label: string, response: Response, mediaType: string): Promise<unknown> {
  const text = await response.clone().text();
  if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
    try {
      return JSON.parse(text);
    } catch {
      fail(label, `a ${mediaType} body that is no JSON: ${text.slice(0, 200)}`);
    }
  }
  return text;
}

function check(label: string, pointer: string, body: unknown) {
  const validate = validatorAt(pointer);
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`)
      .join('; ');
    fail(label, `${errors}\nbody: ${JSON.stringify(body).slice(0, 600)}`);
  }
}

/** The codes a route's refusal schema lists (document.ts: allOf of Problem and the route's codes). */
function problemCodes(media: unknown): string[] {
  const parts = (media as { schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } }).schema
    ?.allOf;
  return parts?.flatMap((part) => part.properties?.code?.enum ?? []) ?? [];
}

/** Throws when the answer to `method path` is not one the document describes. */
export async function checkAnswer(method: string, url: string, response: Response): Promise<void> {
  const path = new URL(url, 'http://api.test').pathname;
  const label = `${method.toUpperCase()} ${path} (${response.status})`;
  const mediaType = mediaTypeOf(response);
  const operation = findOperation(method, path);

  if (!operation) {
    // HEAD and OPTIONS are Hono's own; what they answer is no route's.
    if (method === 'HEAD' || method === 'OPTIONS') return;
    const codes = UNKNOWN_ROUTE_CODES[response.status];
    if (!codes) fail(label, 'a route the document does not list answered other than 404');
    const body = (await readBody(label, response, mediaType)) as { code?: string };
    if (mediaType !== 'application/problem+json' || !codes.includes(body.code ?? ''))
      fail(label, `a route the document does not list answered ${JSON.stringify(body).slice(0, 200)}`);
    return;
  }

  const documented = openApiDocument().paths[openApiPath(operation.path)]?.[operation.method];
  const answer = documented?.responses[String(response.status)];
  if (!documented || !answer)
    fail(
      label,
      `status ${response.status} is not documented (${Object.keys(documented?.responses ?? {}).join(', ')})`,
    );
  const content = answer.content ?? {};
  if (Object.keys(content).length === 0) {
    if (response.status !== 302 && (await response.clone().text()) !== '')
      fail(label, 'a body where the document has none');
    return;
  }
  if (!(mediaType in content))
    fail(label, `media type "${mediaType}" is not documented (${Object.keys(content).join(', ')})`);
  if (mediaType.startsWith('image/')) return;

  const body = await readBody(label, response, mediaType);
  if (mediaType === 'application/problem+json') {
    // One validator for every refusal's shape, then its status and code against the route's list: the
    // same as each route's own schema says, for a fraction of the compiling.
    check(label, '/components/schemas/Problem', body);
    const { status, code } = body as { status: number; code: string };
    if (status !== response.status) fail(label, `a problem whose status ${status} is not the answer's`);
    const codes = problemCodes(content[mediaType]);
    if (!codes.includes(code))
      fail(label, `code ${code} is not documented under ${status} (${codes.join(', ')})`);
    return;
  }
  const pointer = [
    '',
    'paths',
    escapePointer(openApiPath(operation.path)),
    operation.method,
    'responses',
    String(response.status),
    'content',
    escapePointer(mediaType),
    'schema',
  ].join('/');
  check(label, pointer, body);
}
