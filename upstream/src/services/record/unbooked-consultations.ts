// A consultation held without a booking (a patient seen on the spot): recorded as it ends, so it is an
// attended appointment (COMPLETED) of the nutritionist's consultation length ending now, with its notes,
// written in one transaction. Ending now, it never takes time from a booking still to come. An appointment
// of her agenda that ended within that time (a patient who did not come, whose hour the visit took) moves
// its start after that end; one still running now refuses it, and the notes belong on that one.
import type { Consultation, UnbookedConsultationInput } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { ApiError } from '../../errors';
import { isExclusionViolation } from '../../infra/database-errors';
import { getSlotSettings, type SlotDefaults } from '../agenda/slot-settings';
import { listBusyIntervals } from '../agenda/week-availability';
import { getConsultationOrThrow, insertNotesVersion, requireRoomForNotes } from './consultation-notes';

const MINUTE_MS = 60_000;

const overlaps = () =>
  new ApiError(
    409,
    'CONSULTATION_OVERLAPS_APPOINTMENT',
    'Já há uma consulta na agenda neste horário: registre as anotações nela.',
  );

export async function createUnbookedConsultation(
  db: Db,
  party: { patientId: number; nutritionistId: number },
  input: UnbookedConsultationInput,
  context: { timeZone: string; now: Date; maxNotes: number; defaults: SlotDefaults },
): Promise<Consultation> {
  const { consultation_minutes } = await getSlotSettings(db, party.nutritionistId, context.defaults);
  // Whole minutes, as the agenda shows them.
  const end = new Date(Math.floor(context.now.getTime() / MINUTE_MS) * MINUTE_MS);
  const earliest = new Date(end.getTime() - consultation_minutes * MINUTE_MS);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // The patient's row first: the appointment's foreign key would otherwise share it before the lock.
      await requireRoomForNotes(tx, party.patientId, context.maxNotes);
      const held = await listBusyIntervals(tx, party.nutritionistId, earliest, end);
      if (held.some((interval) => interval.end > end)) throw overlaps();
      const start = new Date(Math.max(earliest.getTime(), ...held.map((interval) => interval.end.getTime())));
      if (start >= end) throw overlaps();
      const [row] = await tx
        .insert(appointments)
        .values({
          nutritionistId: party.nutritionistId,
          patientId: party.patientId,
          type: input.type,
          status: 'COMPLETED',
          startDateTime: start,
          endDateTime: end,
          createdAt: context.now,
          updatedAt: context.now,
        })
        .returning({ id: appointments.id });
      const appointmentId = row!.id;
      await insertNotesVersion(tx, appointmentId, party.nutritionistId, input.notes, context.now);
      return appointmentId;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw overlaps();
    throw error;
  }
  return getConsultationOrThrow(db, id, context.timeZone);
}
