// A stored address in the contract's shape: the profile shows it, on-site appointments take place at it.
import type { Address } from '@/lib/api/contract';
import type { addresses } from '../../db/schema';

export function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    country: 'BRAZIL',
    zip_code: row.zipCode,
    city: row.city,
    state: row.state,
    neighborhood: row.neighborhood,
    street: row.street,
    number: row.number,
    complement: row.complement,
  };
}
