// The OpenAPI 3.1 document of the API, generated from the route table (operations.ts) and the contract's
// zod schemas through zod's own JSON Schema output: OpenAPI 3.1 speaks JSON Schema 2020-12, which is what
// z.toJSONSchema writes, so no schema is translated by hand and none can say something the contract does not.
// Requests are described by the schemas' input side (what a caller may send), answers by their output
// side, where an object lists every field it has and no other (additionalProperties: false).
import { z } from 'zod';
import * as contract from '@/lib/api/contract';
import type { Access, Body, Operation, Success } from '@/lib/api/contract/operations';
import { operations } from '@/lib/api/contract/operations';
import { type ApiErrorCode, PROBLEM_STATUS, problemsOf } from './problems';

/**
 * The document's version. Its major number is the one of the `/v1` prefix: a breaking change (docs/BEHAVIOUR.md,
 * "Versions of the API") comes with a new prefix and a new major version; a compatible addition moves the
 * minor number, a change of wording the patch number.
 */
export const API_VERSION = '1.4.0';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers?: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, unknown>;
  };
};
export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: Record<string, unknown>[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, { description: string; headers?: unknown; content?: Record<string, unknown> }>;
  'x-roles'?: readonly string[];
  'x-mounted-when'?: string;
};

const TAGS: Record<string, string> = {
  Health: 'Whether the process, and its database, answer.',
  Authentication: 'Signing in and out; the bearer token every signed-in route needs.',
  'Password recovery': 'A link by e-mail, and a new password.',
  Registration: 'New accounts, confirmed by a code sent by e-mail.',
  Users: 'Accounts, their photos and what they dismissed.',
  Meals: "The patient's meal log and its daily and monthly summaries.",
  Anthropometry: "The patient's body measurements and progress, written by its nutritionist.",
  'Patient record':
    "The patient's contact, anamnesis, goals and consultation notes: her own nutritionist's, and (but for the notes) hers to read.",
  Nutritionists: "A nutritionist's profile, patients and dashboard.",
  Agenda: 'Weekly hours, free slots, appointments and the private calendar feed.',
  Booking:
    "A nutritionist's public booking page, a visitor's hold confirmed by e-mail, her requests, and an appointment's e-mailed links (manage, 'Confirmar presença').",
  Money:
    "The nutritionist's prices, packages, payments, receipts and month: hers alone; a patient reads her own receipts.",
  'Meal plans': "The patient's plan, written by its nutritionist.",
  Invitations: 'A nutritionist invites a patient by e-mail; the patient accepts with the code.',
  Notifications: "The caller's notifications.",
  Catalogue: 'Foods, brands and food photos.',
  Files: 'Uploaded images.',
  Administration: "The administrator's totals.",
  Addresses: 'Postal code (CEP) lookup.',
  Documentation: 'This document and its reference page.',
  Development: 'Tools of a development setup.',
};

/** The contract's name of each schema it exports: `appointmentPageSchema` is the component `AppointmentPage`. */
const contractNames = new Map<unknown, string>();
for (const [name, value] of Object.entries(contract)) {
  if (value instanceof z.ZodType && name.endsWith('Schema') && !contractNames.has(value))
    contractNames.set(value, name[0]!.toUpperCase() + name.slice(1, -'Schema'.length));
}

const REF = '#/components/schemas/';
const problemRef = { $ref: `${REF}Problem` };

/** Path `/v1/users/:id` in OpenAPI's form, `/v1/users/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** getV1UsersByIdMeals: the method and the path, parameters as "By…". */
export function operationIdOf(operation: Pick<Operation, 'method' | 'path'>): string {
  const words = operation.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [operation.method, ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

function stripMeta(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, ...rest } = schema;
  return rest;
}

function describeAccess(access: Access): string {
  if (access.kind === 'public')
    return `**Who may call:** anyone, without a token.${access.note ? ` ${access.note}` : ''}`;
  const who = access.roles
    ? `a signed-in caller with the role ${access.roles.map((role) => `\`${role}\``).join(' or ')} (told ${access.refusedWith ?? 403} otherwise)`
    : 'any signed-in caller';
  const scope = access.scope ? `\n\n**Own resources only:** ${access.scope}` : '';
  return `**Who may call:** ${who}, with \`Authorization: Bearer <token>\`.${scope}`;
}

/** Builds the document: every schema converted once, named after its contract export where it has one. */
export function buildOpenApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  // Two registries, because a schema's input and output differ (defaults, coercion, closed objects).
  const answers = z.registry<{ id: string }>();
  const requests = z.registry<{ id: string }>();
  const answerNames = new Set<string>();
  const nameOf = (schema: z.ZodType, side: 'answer' | 'request'): string | undefined => {
    const name = contractNames.get(schema);
    if (!name) return undefined;
    if (side === 'answer') {
      answerNames.add(name);
      if (!answers.has(schema)) answers.add(schema, { id: name });
      return name;
    }
    return name;
  };
  answers.add(contract.problemSchema, { id: 'Problem' });

  // First pass: name every answer schema, so a request schema that is also an answer gets its own name.
  for (const operation of operations)
    if ('json' in operation.success) nameOf(operation.success.json, 'answer');
  const requestNameOf = (schema: z.ZodType): string | undefined => {
    const name = contractNames.get(schema);
    if (!name) return undefined;
    const id = answerNames.has(name) ? `${name.replace(/Input$/, '')}Request` : name;
    if (!requests.has(schema)) requests.add(schema, { id });
    return id;
  };

  const inline = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
    stripMeta(z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema);

  const answerSchema = (schema: z.ZodType): JsonSchema => {
    const name = nameOf(schema, 'answer');
    return name ? { $ref: REF + name } : inline(schema, 'output');
  };
  const requestSchema = (schema: z.ZodType): JsonSchema => {
    const name = requestNameOf(schema);
    return name ? { $ref: REF + name } : inline(schema, 'input');
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const parameters: Record<string, unknown>[] = [];
    for (const [name, schema] of Object.entries(operation.params ?? {}))
      parameters.push({ name, in: 'path', required: true, schema: inline(schema, 'input') });
    if (operation.query) {
      const query = inline(operation.query, 'input') as {
        properties?: Record<string, JsonSchema>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {}))
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }

    const security = operation.access.kind === 'signed-in' ? [{ bearer: [] }] : [];
    const entry: OpenApiOperation = {
      operationId: operationIdOf(operation),
      tags: [operation.tag],
      summary: operation.summary,
      description: [
        operation.description,
        describeAccess(operation.access),
        operation.mountedWhen ? `**Served only when** ${operation.mountedWhen}.` : undefined,
      ]
        .filter(Boolean)
        .join('\n\n'),
      security,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body ? { requestBody: requestBodyOf(operation.body, requestSchema) } : {}),
      responses: {
        [String(operation.success.status)]: successOf(operation.success, answerSchema),
        ...problemResponses(problemsOf(operation)),
      },
      ...(operation.access.kind === 'signed-in' && operation.access.roles
        ? { 'x-roles': operation.access.roles }
        : {}),
      ...(operation.mountedWhen ? { 'x-mounted-when': operation.mountedWhen } : {}),
    };
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: entry };
  }

  const uri = (id: string) => REF + id;
  const convert = (registry: typeof answers, io: 'input' | 'output') =>
    (
      z.toJSONSchema(registry, { io, uri, unrepresentable: 'any', target: 'draft-2020-12' }) as {
        schemas: Record<string, JsonSchema>;
      }
    ).schemas;
  const schemas = { ...convert(answers, 'output'), ...convert(requests, 'input') };
  const sorted = Object.fromEntries(
    Object.entries(schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, schema]) => [name, stripMeta(schema)]),
  );

  const usedTags = new Set(operations.map((operation) => operation.tag));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Nutrir API',
      version: API_VERSION,
      description: [
        'The API of Nutrir: patients log meals, read their meal plans and appointments and accept invitations;',
        'nutritionists follow their patients. Generated from the code: every route, its parameters, bodies,',
        'answers and refusals.',
        '',
        'Refusals are `application/problem+json` with a stable `code`; each route lists the codes it answers',
        'with, under their status. Signed-in routes take the token of `POST /login` as `Authorization: Bearer`.',
        'Routes under `/v1` keep their meaning for the life of the prefix: a breaking change comes as `/v2`.',
      ].join('\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl, description: 'This API' }] } : {}),
    tags: Object.entries(TAGS)
      .filter(([name]) => usedTags.has(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: sorted,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token `POST /login` answers with, in `Authorization: Bearer <token>`.',
        },
      },
    },
  };
}

function requestBodyOf(body: Body, schemaOf: (schema: z.ZodType) => JsonSchema) {
  if (body.type === 'multipart')
    return {
      required: true,
      description: body.description,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [body.field]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [body.field],
          },
        },
      },
    };
  return {
    required: !body.optional,
    content: { 'application/json': { schema: schemaOf(body.schema) } },
  };
}

function successOf(success: Success, schemaOf: (schema: z.ZodType) => JsonSchema) {
  const { description } = success;
  if ('json' in success)
    return { description, content: { 'application/json': { schema: schemaOf(success.json) } } };
  if ('text' in success)
    return {
      description,
      content: { [success.mediaType]: { schema: stripMeta(z.toJSONSchema(success.text) as JsonSchema) } },
    };
  if ('binary' in success)
    return {
      description,
      content: { [success.binary]: { schema: { type: 'string', contentMediaType: success.binary } } },
    };
  if ('redirect' in success)
    return {
      description,
      headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } },
    };
  return { description };
}

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'string' } },
};

/** One answer per status, its `code` limited to the codes this route answers with under that status. */
function problemResponses(codes: ApiErrorCode[]) {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    const status = PROBLEM_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) => [
        String(status),
        {
          description: `A refusal: ${statusCodes.map((code) => `\`${code}\``).join(', ')}.`,
          ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
          content: {
            'application/problem+json': {
              schema: {
                allOf: [
                  problemRef,
                  {
                    type: 'object',
                    properties: {
                      status: { type: 'integer', const: status },
                      code: { type: 'string', enum: statusCodes },
                    },
                    required: ['status', 'code'],
                  },
                ],
              },
            },
          },
        },
      ]),
  );
}

let cached: { key: string; document: OpenApiDocument } | undefined;

/** The document, built once per process (per server URL): it depends on nothing that changes at run time. */
export function openApiDocument(serverUrl?: string): OpenApiDocument {
  const key = serverUrl ?? '';
  if (cached?.key !== key) cached = { key, document: buildOpenApiDocument({ serverUrl }) };
  return cached.document;
}
