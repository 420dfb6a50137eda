// The server's reader of problem bodies: the upstream's answers, checked against the contract's list of
// codes (lib/api/contract/error-codes.ts). The browser's reader is browser/proxy-problem.ts.
import { isErrorCode } from './contract/error-codes';
import { type ApiProblem, problemOf, problemOfResponse } from './errors';

/** The one reader of a problem body on the server: a code outside the contract becomes UPSTREAM_ERROR. */
export function parseProblem(status: number, body: unknown, statusText = ''): ApiProblem {
  return problemOf(status, body, statusText, isErrorCode);
}

/** Reads a failed fetch answer's body into an ApiProblem. */
export function readProblem(response: Response): Promise<ApiProblem> {
  return problemOfResponse(response, isErrorCode);
}
