// A patient's export reads and writes out her whole record: heavy enough that twenty at once held every
// other caller of the API for seconds. So each caller runs one at a time, and the deployment at most
// EXPORT_CONCURRENCY at once; the others are told to come back (Retry-After) instead of waiting in line.
// The slots are rows of `export_slots`, so every API process over the database counts the same exports.
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exportSlots } from '../db/schema';
import { ApiError } from '../errors';
import { log } from '../log';

/** Seconds a refused caller is told to wait: about one export of a full record. */
export const EXPORT_RETRY_AFTER_SECONDS = 5;

/**
 * How long a slot stays held without news of its export. The answer renews it while it is being read, so
 * only the slot of a process that died mid-export lapses, this long after its last renewal.
 */
export const EXPORT_SLOT_LEASE_SECONDS = 60;
const RENEW_AFTER_MS = (EXPORT_SLOT_LEASE_SECONDS * 1000) / 3;

// Any constant will do: the same for every process, so that two takers never count at once.
const EXPORT_SLOTS_LOCK_KEY = 7_316_003;

const inProgress = () =>
  new ApiError(
    429,
    'EXPORT_IN_PROGRESS',
    'Uma exportação sua ainda está em andamento. Aguarde ela terminar para pedir outra.',
    { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) },
  );

const busy = () =>
  new ApiError(503, 'SERVER_BUSY', 'Muitas exportações ao mesmo tempo. Tente novamente em instantes.', {
    'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS),
  });

/** A slot taken: `renew` says the export is still being read; `release` gives the slot back (once). */
export interface ExportSlot {
  renew(): Promise<void>;
  release(): Promise<void>;
}

export interface ExportSlots {
  /** Takes a slot for the caller, or throws 429 (hers is taken) or 503 (all are). */
  take(callerId: number): Promise<ExportSlot>;
}

const leaseEnd = sql`now() + make_interval(secs => ${EXPORT_SLOT_LEASE_SECONDS})`;

export function createExportSlots(db: Db, overall: number): ExportSlots {
  return {
    async take(callerId) {
      const holder = randomUUID();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${EXPORT_SLOTS_LOCK_KEY})`);
        await tx.delete(exportSlots).where(lt(exportSlots.heldUntil, sql`now()`));
        const held = await tx.select({ callerId: exportSlots.callerId }).from(exportSlots);
        if (held.some((slot) => slot.callerId === callerId)) throw inProgress();
        if (held.length >= overall) throw busy();
        await tx.insert(exportSlots).values({ callerId, holder, heldUntil: leaseEnd });
      });
      const mine = and(eq(exportSlots.callerId, callerId), eq(exportSlots.holder, holder));
      let renewedAt = Date.now();
      let released = false;
      return {
        async renew() {
          if (released || Date.now() - renewedAt < RENEW_AFTER_MS) return;
          renewedAt = Date.now();
          await db.update(exportSlots).set({ heldUntil: leaseEnd }).where(mine);
        },
        async release() {
          if (released) return;
          released = true;
          // The answer is already on its way: a slot left behind lapses with its lease.
          await db
            .delete(exportSlots)
            .where(mine)
            .catch((error: unknown) => log.warn({ err: error }, 'an export slot was not given back'));
        },
      };
    },
  };
}
