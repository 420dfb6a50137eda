import { describe, expect, it } from 'vitest';
import { parseProxyProblem } from '@/lib/api/browser/proxy-problem';
import { errorCodeSchema } from '@/lib/api/contract';
import { errorMessageKey } from '@/lib/api/error-messages';
import { ApiProblem } from '@/lib/api/errors';
import { parseProblem, readProblem } from '@/lib/api/read-problem';
import { portalMessages } from '@/lib/i18n/portal-messages';
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

describe('parseProxyProblem', () => {
  it("takes the portal's code as it comes, and a body that is no problem as UPSTREAM_ERROR", () => {
    expect(parseProxyProblem(409, { code: 'BRAND_ALREADY_REGISTERED', detail: 'x' })).toMatchObject({
      status: 409,
      code: 'BRAND_ALREADY_REGISTERED',
    });
    expect(parseProxyProblem(502, '<html>').code).toBe('UPSTREAM_ERROR');
    expect(parseProxyProblem(400, { code: 'not a code' }).code).toBe('UPSTREAM_ERROR');
    expect(parseProxyProblem(400, { code: 7 }).code).toBe('UPSTREAM_ERROR');
  });
});

describe('error messages', () => {
  it('maps every code of the contract to a text of the Errors messages', () => {
    for (const code of errorCodeSchema.options) {
      expect(messages.Errors).toHaveProperty(errorMessageKey(code));
    }
  });

  it('shows the generic text for a code without a text of its own', () => {
    expect(errorMessageKey('NOT_FOUND')).toBe('generic');
    expect(errorMessageKey('INVALID_QUANTITY')).toBe('invalidQuantity');
  });

  it("writes the portal's own limits into the texts, on the server", () => {
    expect(portalMessages.Errors.tooManySubstitutions).toBe(
      'Cada alimento aceita no máximo 5 substituições. Remova uma para adicionar outra.',
    );
    expect(portalMessages.Errors.amountOutOfRange).toBe(
      'O valor deve ser de R$ 0,01 a R$ 100.000,00, em centavos inteiros.',
    );
    // Only the food a screen names is left for the browser to fill.
    const arguments_ = Object.values(portalMessages.Errors).flatMap((text) => text.match(/\{\w+\}/g) ?? []);
    expect(new Set(arguments_)).toEqual(new Set(['{food}']));
  });

  it('shows the generic text without a code', () => {
    expect(errorMessageKey(undefined)).toBe('generic');
    expect(errorMessageKey('UPSTREAM_TIMEOUT')).toBe('timeout');
  });
});
