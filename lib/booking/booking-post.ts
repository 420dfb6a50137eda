// The forms the booking page posts to itself: 'reservar' holds the hour and sends the code, 'confirmar'
// checks the code, 'liberar' gives the hour back. A refusal keeps what the visitor typed and says why.
import type { IncomingMessage } from 'node:http';
import type { BookingConfirmation } from '../api/contract';
import { confirmHoldByCode, holdBookingSlot, releaseHold } from '../api/server/booking';
import { isOwnFormPost, readFormBody } from '../http/form-body';
import { type BookingProblemKey, bookingProblemOf } from './booking-problems';
import { parseVisitorForm, readVisitorValues, type VisitorValues } from './visitor-form';

/** What the booking page shows: the form, the code of a hold, or what the confirmation made. */
export type BookingStage =
  | { kind: 'form'; values: VisitorValues; errors: VisitorValues; problem: BookingProblemKey | null }
  | { kind: 'code'; holdId: string; problem: BookingProblemKey | null }
  | { kind: 'done'; confirmation: BookingConfirmation };

export type BookingPostAnswer =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; status: number; stage: BookingStage };

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 503;

export async function answerBookingPost(
  request: IncomingMessage,
  slug: string,
  address: string | undefined,
): Promise<BookingPostAnswer> {
  const page = `/agendar/${encodeURIComponent(slug)}`;
  const form = isOwnFormPost(request) ? await readFormBody(request) : null;
  if (!form) {
    return { kind: 'page', status: 403, stage: { kind: 'form', values: {}, errors: {}, problem: 'invalid' } };
  }
  const action = form.get('acao');
  const holdId = form.get('reserva') ?? '';
  if (action === 'liberar') {
    // Given back or not (already expired, already confirmed), she chooses again.
    await releaseHold(holdId, address).catch(() => undefined);
    return { kind: 'redirect', to: page };
  }
  if (action === 'confirmar') {
    try {
      const confirmation = await confirmHoldByCode(holdId, (form.get('code') ?? '').trim(), address);
      return { kind: 'page', status: 200, stage: { kind: 'done', confirmation } };
    } catch (error) {
      const problem = bookingProblemOf(error);
      // An expired hold freed the hour: back to choosing, saying so.
      if (problem === 'expired') {
        return { kind: 'page', status: 409, stage: { kind: 'form', values: {}, errors: {}, problem } };
      }
      return {
        kind: 'page',
        status: statusOf(error),
        stage: { kind: 'code', holdId, problem: problem === 'invalid' ? 'wrongCode' : problem },
      };
    }
  }
  const values = readVisitorValues(form);
  const parsed = parseVisitorForm(values);
  if ('errors' in parsed) {
    return {
      kind: 'page',
      status: 400,
      stage: { kind: 'form', values, errors: parsed.errors, problem: 'invalid' },
    };
  }
  try {
    const hold = await holdBookingSlot(slug, parsed.hold, address);
    return { kind: 'redirect', to: `${page}?reserva=${encodeURIComponent(hold.id)}` };
  } catch (error) {
    return {
      kind: 'page',
      status: statusOf(error),
      stage: { kind: 'form', values, errors: {}, problem: bookingProblemOf(error) },
    };
  }
}
