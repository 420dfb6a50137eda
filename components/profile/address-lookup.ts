'use client';

import { readJson } from '@/lib/api/browser/client';
import type { AddressLookup } from '@/lib/api/contract';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { viaProxy } from '@/lib/api/paths/proxy';

/** The address of a CEP (its 8 digits), for the address dialog to fill in. */
export function lookupAddress(cepDigits: string): Promise<AddressLookup> {
  return readJson<AddressLookup>(viaProxy(cataloguePaths.addressLookup(cepDigits)));
}
