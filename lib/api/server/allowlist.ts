// Every call the browser may make through /api: the routes the API's route table marks `proxy`
// (lib/api/contract/operations/), those of the specification's call tables (spec 1 §7, spec 2 §7) and
// those the portal's screens beyond it need. Anything else answers 404: the portal is not an open proxy.
// A parameter is an id, written the one way the API reads it (lib/rules/ids.ts: `4`, never `0x4` or
// `04`), unless its route's schema reads it as text: a spelling the API would not read never reaches it.
import { idParamSchema } from '@/lib/api/contract/common';
import { type Operation, operations, type ProxyAuth } from '@/lib/api/contract/operations';
import { readId } from '@/lib/rules/ids';

export interface AllowedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  pattern: string;
  /** 'session' calls carry the signed-in user's token; 'none' calls are made without one. */
  auth: ProxyAuth;
  /** The parameters that hold text (a code, a token, a key); every other one is an id. */
  textParams?: readonly string[];
}

/** The path parameters of a route that hold text: those whose schema is not the id's. */
function textParamsOf(operation: Operation): readonly string[] {
  const names = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  return names.filter((name) => {
    const schema = operation.params?.[name];
    return schema !== undefined && schema !== idParamSchema;
  });
}

/** The routes whose entry in the route table says the browser may call them (`proxy`). */
export const allowedCalls: readonly AllowedCall[] = operations.flatMap((operation) => {
  if (!operation.proxy) return [];
  const textParams = textParamsOf(operation);
  return [
    {
      method: operation.method.toUpperCase() as AllowedCall['method'],
      pattern: operation.path,
      auth: operation.proxy,
      ...(textParams.length > 0 ? { textParams } : {}),
    },
  ];
});

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
