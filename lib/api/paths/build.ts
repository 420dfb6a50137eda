// The builders of the upstream paths (the area modules beside this one): each pattern is a route of the
// API's route table (lib/api/contract/operations/), type-checked against it, so a path the API does not
// serve fails `tsc`.
import type { ApiPath } from '@/lib/api/contract/operations';

export type Id = number | string;
export type Query = URLSearchParams | Record<string, string>;

/** One value per parameter of the pattern, in order: '/v1/users/:id/photos/:photoId' → [Id, Id]. */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Id, ...ParamValues<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [Id]
    : [];

const segment = (id: Id) => encodeURIComponent(String(id));

/** The path of a route, its parameters filled in order. */
export function to<P extends ApiPath>(pattern: P, ...values: ParamValues<P>): string {
  let index = 0;
  return pattern.replace(/:\w+/g, () => segment((values as Id[])[index++] as Id));
}

/** The path builder of a route; its `pattern` tells a path of the route apart (pathOf). */
export const route = <P extends ApiPath>(pattern: P) =>
  Object.assign((...values: ParamValues<P>) => to(pattern, ...values), { pattern });

/** Whether `path` (without a query) is one of the route's paths, whatever its parameters. */
export function pathOf(pattern: ApiPath, path: string): boolean {
  return new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}
