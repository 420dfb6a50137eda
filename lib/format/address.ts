import type { Address } from '@/lib/api/contract';

/** 'Rua X, 10 – Sala 2 – Bairro, Cidade/UF': an address on one line, as appointments and the printed plan show it. */
export function formatAddressLine(address: Address): string {
  const complement = address.complement ? ` – ${address.complement}` : '';
  return `${address.street}, ${address.number}${complement} – ${address.neighborhood}, ${address.city}/${address.state}`;
}
