// CEP lookup over HTTP, in ViaCEP's format: GET {CEP_API_URL}/{cep}/json/ answers
// {logradouro, bairro, localidade, uf} for a known CEP and {erro: true} (200, or 400/404) for an unknown
// one. Answers are cached for a short while, unknown CEPs too; failures (timeout, 5xx, nonsense) are not.
import type { CepAddress, CepProvider } from './provider';
import { cepServiceUnavailable } from './provider';

export interface HttpCepOptions {
  timeoutMs?: number;
  cacheTtlMs?: number;
  /** At most this many CEPs are kept; the oldest leaves first. */
  cacheSize?: number;
  now?: () => number;
}

function lookupUrl(baseUrl: string, cep: string): string {
  // Both 'https://viacep.com.br/ws' and a template with '{cep}' are accepted.
  if (baseUrl.includes('{cep}')) return baseUrl.replace('{cep}', cep);
  return `${baseUrl.replace(/\/+$/, '')}/${cep}/json/`;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function createHttpCepProvider(baseUrl: string, options: HttpCepOptions = {}): CepProvider {
  const timeoutMs = options.timeoutMs ?? 3000;
  const cacheTtlMs = options.cacheTtlMs ?? 10 * 60 * 1000;
  const cacheSize = options.cacheSize ?? 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { value: CepAddress | null; expiresAt: number }>();

  function remember(cep: string, value: CepAddress | null) {
    cache.delete(cep);
    cache.set(cep, { value, expiresAt: now() + cacheTtlMs });
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  }

  return {
    async lookup(cep) {
      const cached = cache.get(cep);
      if (cached && cached.expiresAt > now()) return cached.value;
      let response: Response;
      try {
        response = await fetch(lookupUrl(baseUrl, cep), {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw cepServiceUnavailable();
      }
      if (response.status === 400 || response.status === 404) {
        remember(cep, null);
        return null;
      }
      if (!response.ok) throw cepServiceUnavailable();
      const body: unknown = await response.json().catch(() => undefined);
      if (!body || typeof body !== 'object') throw cepServiceUnavailable();
      const fields = body as Record<string, unknown>;
      if (fields.erro === true || fields.erro === 'true') {
        remember(cep, null);
        return null;
      }
      const address: CepAddress = {
        city: text(fields.localidade),
        uf: text(fields.uf),
        neighborhood: text(fields.bairro),
        street: text(fields.logradouro),
      };
      if (!address.city || !address.uf) throw cepServiceUnavailable();
      remember(cep, address);
      return address;
    },
  };
}
