import { describe, expect, it } from 'vitest';
import { errorCodeSchema } from '@/lib/api/contract';
import { errorMessageKey, errorMessageKeys } from '@/lib/api/error-messages';
import { ApiProblem, parseProblem, readProblem } from '@/lib/api/errors';
import messages from '@/messages/pt-BR.json';

describe('parseProblem', () => {
  it('keeps a known code and its detail', () => {
    const problem = parseProblem(409, {
      status: 409,
      code: 'BRAND_ALREADY_REGISTERED',
      detail: 'Já existe.',
    });
    expect(problem).toBeInstanceOf(ApiProblem);
    expect(problem).toMatchObject({ status: 409, code: 'BRAND_ALREADY_REGISTERED', detail: 'Já existe.' });
  });

  it('reads an unknown, missing or malformed code as UPSTREAM_ERROR, and a missing detail as the status text', () => {
    expect(parseProblem(500, { code: 'SOMETHING_NEW', detail: 'x' }).code).toBe('UPSTREAM_ERROR');
    expect(parseProblem(502, '<html>', 'Bad Gateway')).toMatchObject({
      code: 'UPSTREAM_ERROR',
      detail: 'Bad Gateway',
    });
    expect(parseProblem(400, null).code).toBe('UPSTREAM_ERROR');
  });

  it('reads a fetch answer whose body is not JSON', async () => {
    const problem = await readProblem(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    expect(problem).toMatchObject({ status: 502, code: 'UPSTREAM_ERROR', detail: 'Bad Gateway' });
  });
});

describe('error messages', () => {
  it('maps every code of the contract to a text of the Errors messages', () => {
    for (const code of errorCodeSchema.options) {
      expect(messages.Errors).toHaveProperty(errorMessageKeys[code]);
    }
  });

  it('shows the generic text without a code', () => {
    expect(errorMessageKey(undefined)).toBe('generic');
    expect(errorMessageKey('UPSTREAM_TIMEOUT')).toBe('timeout');
  });
});
