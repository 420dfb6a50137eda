// The one place that chooses the CEP provider: ViaCEP-format HTTP with CEP_API_URL, else the local table.
import { createHttpCepProvider } from './http';
import { LOCAL_CEPS } from './local-table';
import type { CepProvider } from './provider';

export { createHttpCepProvider } from './http';
export type { CepAddress, CepProvider } from './provider';

export function createLocalCepProvider(table = LOCAL_CEPS): CepProvider {
  return {
    async lookup(cep) {
      return table[cep] ?? null;
    },
  };
}

export function createCepProvider(config: { CEP_API_URL?: string; CEP_TIMEOUT_MS?: number }): CepProvider {
  return config.CEP_API_URL
    ? createHttpCepProvider(config.CEP_API_URL, { timeoutMs: config.CEP_TIMEOUT_MS })
    : createLocalCepProvider();
}
