// The check against the national council (CFN): the seeded local registry by default, or an HTTP
// service when CFN_API_URL is set (no internet is assumed; the adapter keeps the choice in one place).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cfnRegistry } from '../db/schema';
import { ApiError } from '../errors';

export interface CfnRegistry {
  /** Whether the council knows this registration number in this regional council (CRN-1 … CRN-11). */
  isRegistered(crn: number, registrationNumber: string): Promise<boolean>;
}

export function createLocalCfnRegistry(db: Db): CfnRegistry {
  return {
    async isRegistered(crn, registrationNumber) {
      const [row] = await db
        .select({ crn: cfnRegistry.crn })
        .from(cfnRegistry)
        .where(and(eq(cfnRegistry.crn, crn), eq(cfnRegistry.registrationNumber, registrationNumber)));
      return row !== undefined;
    },
  };
}

/**
 * GET {CFN_API_URL}?crn=3&registration_number=12345 answers 200 with `{ "registered": true|false }`
 * (404 also means not registered). Anything else is the council being unavailable, never a "no".
 */
export function createHttpCfnRegistry(baseUrl: string, timeoutMs = 5000): CfnRegistry {
  return {
    async isRegistered(crn, registrationNumber) {
      const url = new URL(baseUrl);
      url.searchParams.set('crn', String(crn));
      url.searchParams.set('registration_number', registrationNumber);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw cfnUnavailable();
      }
      if (response.status === 404) return false;
      const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
      if (
        !body ||
        typeof body !== 'object' ||
        !('registered' in body) ||
        typeof body.registered !== 'boolean'
      ) {
        throw cfnUnavailable();
      }
      return body.registered;
    },
  };
}

const cfnUnavailable = () =>
  new ApiError(503, 'CFN_UNAVAILABLE', 'Não foi possível consultar o CFN agora. Tente novamente mais tarde.');

export function createCfnRegistry(db: Db, cfnApiUrl: string | undefined): CfnRegistry {
  return cfnApiUrl ? createHttpCfnRegistry(cfnApiUrl) : createLocalCfnRegistry(db);
}
