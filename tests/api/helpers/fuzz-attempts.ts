// What the property-based fuzz sends to a route: its valid request with one part bent (a path parameter,
// a query parameter, a body field replaced or dropped), a request shaped by the contract's schema
// (contract-arbitrary.ts), or something that is no request at all. Control characters, lone surrogates,
// huge and odd numbers, wrong types, missing fields, stray content types and broken uploads.
import fc from 'fast-check';
import { contractArbitrary } from './contract-arbitrary';
import { type FuzzTarget, pathOf } from './fuzz-targets';

export interface Attempt {
  path: string;
  query: string;
  body?: string | FormData;
  /** Absent with a form, whose boundary the request states itself. */
  contentType?: string;
}

const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\u007f',
    '\u0008',
    '\ud800',
    '\udfff',
    '%00',
    '',
    ' ',
    '\n',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(5000)),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, 9_007_199_254_740_992, 1e308, -1e308, 0, -1, 0.5, 1e-9),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyText, nastyNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nastyText, { maxKeys: 2 }),
);
/** Path parameters and query values are text on the wire; some would climb out of the route. */
const nastyParam = fc.oneof(
  nastyText,
  fc.constantFrom(
    '2147483648',
    '-1',
    '0',
    '1e3',
    '1.5',
    'NaN',
    'Infinity',
    '0x10',
    '٣',
    '99999999999999999999',
    '.',
    '..',
    '%2f',
    '%5c',
    'a/b',
    'a\\b',
  ),
);

/** The text with each lone surrogate, which no URL can carry, replaced by U+FFFD (as toWellFormed). */
const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Percent-encoded as a browser would. */
const encodeSegment = (value: string) => encodeURIComponent(wellFormed(value));

/** Every key path of a body, nested objects and arrays included. */
function keyPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...keyPaths(item, [...prefix, index])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...keyPaths(item, [...prefix, key]),
    ]);
  return [];
}

function mutate(body: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = replacement;
  return copy;
}

/** A query object as the contract shapes it, written as a query string (lists and objects left out). */
function queryString(value: unknown): string {
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (item === null || item === undefined || typeof item === 'object') continue;
    params.set(key, wellFormed(String(item)));
  }
  return params.toString();
}

function pathArbitrary(target: FuzzTarget): fc.Arbitrary<string> {
  const names = Object.keys(target.params ?? {});
  if (names.length === 0) return fc.constant(pathOf(target));
  return (
    fc
      // Half the time the valid path, so that the query and the body reach the route.
      .option(fc.tuple(fc.constantFrom(...names), nastyParam), { freq: 2 })
      .map((choice) =>
        choice ? pathOf(target, { name: choice[0], segment: encodeSegment(choice[1]) }) : pathOf(target),
      )
  );
}

function queryArbitrary(target: FuzzTarget, knownIds: readonly number[]): fc.Arbitrary<string> {
  const valid = new URLSearchParams(target.query ?? {}).toString();
  const keys = Object.keys(target.query ?? {});
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    // One parameter replaced or dropped; sometimes raw, unencoded percent sequences.
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys, 'extra'), nastyParam, fc.boolean(), fc.boolean())
        .map(([key, value, drop, raw]) => {
          const params = new URLSearchParams(target.query ?? {});
          if (drop) params.delete(key);
          else params.set(key, wellFormed(value));
          return raw
            ? `${params.toString()}&${key}=${encodeURI(wellFormed(value).replaceAll('&', ''))}`
            : params.toString();
        }),
    },
    ...(target.querySchema
      ? [{ weight: 3, arbitrary: contractArbitrary(target.querySchema, { knownIds }).map(queryString) }]
      : []),
  );
}

const junkBody = fc.constantFrom('', '{', 'null', '"texto"', '{"a":1}{', '\u0000', '[]', '1e999');

function jsonBodyArbitrary(
  target: FuzzTarget,
  knownIds: readonly number[],
): fc.Arbitrary<string | undefined> {
  const noBody = fc.constant(undefined);
  if (target.method === 'GET' || target.method === 'DELETE') return noBody;
  const anyJson = fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value));
  if (!target.body)
    return fc.oneof(
      { weight: 3, arbitrary: noBody },
      { weight: 1, arbitrary: anyJson },
      { weight: 1, arbitrary: junkBody },
    );
  const valid = target.body;
  const paths = keyPaths(valid);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(JSON.stringify(valid)) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), nastyValue, fc.nat(9))
        .map(([path, value, dice]) => JSON.stringify(mutate(valid, path, value, dice < 3))),
    },
    ...(target.bodySchema
      ? [
          {
            weight: 4,
            arbitrary: contractArbitrary(target.bodySchema, { knownIds }).map((value) =>
              JSON.stringify(value),
            ),
          },
        ]
      : []),
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: junkBody },
  );
}

/** A 1×1 PNG: an image the upload may take, whole or cut short. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const uploadArbitrary: fc.Arbitrary<FormData | undefined> = fc
  .tuple(
    fc.oneof(
      fc.constant(PNG),
      fc.constant(Buffer.alloc(0)),
      fc.integer({ min: 0, max: PNG.length - 1 }).map((end) => PNG.subarray(0, end)),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ),
    fc.constantFrom('file', 'file', 'file', 'arquivo', ''),
    fc.constantFrom('foto.png', 'foto.svg', '', '../../etc/passwd', 'a\u0000.png'),
    fc.constantFrom('image/png', 'image/svg+xml', 'text/html', ''),
    fc.nat(4).map((dice) => dice === 0),
  )
  .map(([bytes, field, name, type, asText]) => {
    const form = new FormData();
    if (asText) form.set(field, bytes.toString('latin1'));
    else form.set(field, new File([new Uint8Array(bytes)], name, { type }));
    return form;
  });

const contentTypeArbitrary = fc.constantFrom(
  ...Array<string | undefined>(8).fill('application/json'),
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
);

export function attemptsFor(target: FuzzTarget, knownIds: readonly number[]): fc.Arbitrary<Attempt> {
  const path = pathArbitrary(target);
  const query = queryArbitrary(target, knownIds);
  const json = fc.record({ body: jsonBodyArbitrary(target, knownIds), contentType: contentTypeArbitrary });
  const body = target.upload
    ? fc.oneof(
        { weight: 3, arbitrary: uploadArbitrary.map((form) => ({ body: form, contentType: undefined })) },
        { weight: 1, arbitrary: json },
      )
    : json;
  return fc.record({ path, query, body }).map(({ body: { body, contentType }, ...rest }) => ({
    ...rest,
    body,
    contentType: body === undefined ? undefined : contentType,
  }));
}
