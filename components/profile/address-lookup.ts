'use client';

import { readJson } from '@/lib/api/browser/client';
import type { AddressLookup } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

/** The address of a CEP (its 8 digits), for the address dialog to fill in. */
export function lookupAddress(cepDigits: string): Promise<AddressLookup> {
  return readJson<AddressLookup>(viaProxy(paths.addressLookup(cepDigits)));
}
