// How a consultation went, beyond the specification's CONFIRMED and CANCELED: once it has begun, its
// nutritionist records it as COMPLETED ('Realizada') or NO_SHOW ('Faltou'). One rule for the API, which
// refuses an outcome too early, and the portal, which asks for one when it is due.

type Status = 'CONFIRMED' | 'CANCELED' | 'COMPLETED' | 'NO_SHOW';

/** Has the consultation begun? Its outcome can be recorded from its start on. */
export function hasBegun(start: Date | string, now: Date | number): boolean {
  return new Date(start).getTime() <= new Date(now).getTime();
}

/** An outcome is recorded (or corrected) for a consultation that has begun and was not cancelled. */
export function canRecordOutcome(appointment: { status: Status; start: Date | string }, now: Date | number) {
  return appointment.status !== 'CANCELED' && hasBegun(appointment.start, now);
}

/** A consultation that has begun and is still only CONFIRMED awaits its outcome. */
export function awaitsOutcome(appointment: { status: Status; start: Date | string }, now: Date | number) {
  return appointment.status === 'CONFIRMED' && hasBegun(appointment.start, now);
}
