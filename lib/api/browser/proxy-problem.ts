// The browser's reader of problem bodies. It reads only the portal's own answers: its routes name codes of
// the contract, and its proxy reads every refusal of the upstream with the server's reader (read-problem.ts)
// before passing it on. So a code-shaped value is taken as it comes, and no page carries the list of codes
// (about 1 KB of gzip).
import type { ErrorCode } from '../contract/error-codes';
import { type ApiProblem, problemOf, problemOfResponse } from '../errors';

const isCodeShaped = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value);

/** A problem body the portal answered; one that is no problem at all becomes UPSTREAM_ERROR. */
export function parseProxyProblem(status: number, body: unknown): ApiProblem {
  return problemOf(status, body, '', isCodeShaped);
}

/** A failed answer of the portal as an ApiProblem. */
export function readProxyProblem(response: Response): Promise<ApiProblem> {
  return problemOfResponse(response, isCodeShaped);
}
