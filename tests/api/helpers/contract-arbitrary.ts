// Values shaped by a request schema of the contract, for the property-based fuzz: the zod schema is read
// through its JSON Schema (z.toJSONSchema, the input side), and each keyword it uses becomes a fast-check
// arbitrary. What JSON Schema cannot say (refinements: date bounds, a plan's end after its start) is not
// followed, so some values are refused; the rest reach the rules behind validation. A keyword this does
// not know throws, so a new kind of schema fails the fuzz file instead of being fuzzed with nonsense.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  $schema?: string;
};

const KNOWN_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'default',
  '$schema',
]);

export interface ContractArbitraryOptions {
  /** Ids that exist, offered for properties named `id` or `…_id` beside any other integer. */
  knownIds?: readonly number[];
}

/** Arrays stay short: a long one tests the size limits, which the hand-written mutations reach. */
const MAX_ITEMS = 3;
/** A long text is one of the hand-written mutations; shaped values stay readable. */
const MAX_TEXT = 40;

export function contractArbitrary(
  schema: z.ZodType,
  options: ContractArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return build(json, undefined, options);
}

function build(
  schema: JsonSchema,
  key: string | undefined,
  options: ContractArbitraryOptions,
): fc.Arbitrary<unknown> {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN_KEYWORDS.has(keyword));
  if (unknown.length > 0) throw new Error(`contractArbitrary: unsupported keywords ${unknown.join(', ')}`);

  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => build(item, key, options)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => build({ ...schema, type }, key, options)));

  switch (schema.type) {
    case 'object':
      return objectOf(schema, options);
    case 'array':
      return fc.array(build(schema.items ?? {}, undefined, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    case 'string':
      return stringOf(schema);
    case 'integer':
      return integerOf(schema, key, options);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case undefined:
      // Unrepresentable in JSON Schema (a transform, a custom check): anything.
      return fc.jsonValue({ maxDepth: 1 });
    default:
      throw new Error(`contractArbitrary: unsupported type ${schema.type}`);
  }
}

function objectOf(schema: JsonSchema, options: ContractArbitraryOptions) {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, build(property, key, options)]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** The patterns a string must match: its own and those of an allOf beside it. */
function patternsOf(schema: JsonSchema): RegExp[] {
  const sources = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
  return sources.filter((source) => source !== undefined).map((source) => new RegExp(source, 'u'));
}

/** `^[…]*$`-like patterns: one character class, repeated. */
const ONE_CLASS_REPEATED = /^\^(\[(?:\\.|[^\]\\])+\])[*+]\$$/;

/** Dates of these decades beside the pattern's years 0000 to 9999, which the contract's bounds refuse. */
const nearDate = fc.date({
  min: new Date('1940-01-01T00:00:00Z'),
  max: new Date('2060-12-31T23:59:59Z'),
  noInvalidDate: true,
});

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const shaped = shapedString(schema);
  if (schema.format === 'date')
    return fc.oneof(
      shaped,
      nearDate.map((date) => date.toISOString().slice(0, 10)),
    );
  if (schema.format === 'date-time')
    return fc.oneof(
      shaped,
      nearDate.map((date) => date.toISOString()),
    );
  return shaped;
}

function shapedString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  const patterns = patternsOf(schema);
  const fitsLength = (value: string) =>
    value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  const fitsAll = (value: string) => fitsLength(value) && patterns.every((pattern) => pattern.test(value));

  // The most specific pattern fast-check can generate from (the last one the contract states); a character
  // class repeated becomes a string of that class within the lengths, which filtering alone rarely finds.
  for (const pattern of [...patterns].reverse()) {
    const repeated = ONE_CLASS_REPEATED.exec(pattern.source);
    try {
      if (repeated) {
        const unit = fc.stringMatching(new RegExp(`^${repeated[1]}$`, 'u'));
        const atLeast = pattern.source.endsWith('+$') ? Math.max(minLength, 1) : minLength;
        return fc.string({ unit, minLength: atLeast, maxLength: Math.max(atLeast, maxLength) });
      }
      const matching = fc.stringMatching(pattern);
      // Shaped, not necessarily valid: a value another pattern refuses is kept now and then.
      return fc.oneof({ weight: 4, arbitrary: matching.filter(fitsAll) }, { weight: 1, arbitrary: matching });
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): try the next one.
    }
  }
  return fc.string({ minLength, maxLength });
}

/** Integers beyond 32 bits (the contract's `z.number().int()` reaches 2^53) go through bigint. */
function integerOf(schema: JsonSchema, key: string | undefined, options: ContractArbitraryOptions) {
  const min = Math.max(
    schema.minimum ?? Number.MIN_SAFE_INTEGER,
    schema.exclusiveMinimum === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(schema.exclusiveMinimum) + 1,
  );
  const max = Math.min(
    schema.maximum ?? Number.MAX_SAFE_INTEGER,
    schema.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : Math.ceil(schema.exclusiveMaximum) - 1,
  );
  const any = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  const low = Math.max(min, -1000);
  const small = fc.integer({ min: low, max: Math.min(max, Math.max(low, 1000)) });
  const ids = (options.knownIds ?? []).filter((id) => id >= min && id <= max);
  const isId = key !== undefined && (key === 'id' || key.endsWith('_id'));
  return fc.oneof(
    ...(isId && ids.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...ids) }] : []),
    { weight: 2, arbitrary: small },
    { weight: 1, arbitrary: any },
  );
}

function numberOf(schema: JsonSchema) {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (value) =>
        (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
        (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum),
    );
}
