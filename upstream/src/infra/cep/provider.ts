// Postal code (CEP) lookup behind one interface: the local table shipped in the repository, or an HTTP
// service speaking ViaCEP's JSON when CEP_API_URL is set.
import { ApiError } from '../../errors';

/** What the lookup fills in (spec 2 §3: city, uf, neighborhood, street). */
export interface CepAddress {
  city: string;
  uf: string;
  neighborhood: string;
  street: string;
}

export interface CepProvider {
  /** The address of an 8-digit CEP, or null when no such CEP exists. Throws when the service fails. */
  lookup(cep: string): Promise<CepAddress | null>;
}

export const cepServiceUnavailable = () =>
  new ApiError(
    503,
    'ZIP_CODE_SERVICE_UNAVAILABLE',
    'Não foi possível consultar o CEP agora. Tente novamente em instantes.',
  );
