// The forms of an appointment's manage page: 'cancelar' (with her 'certeza' ticked) and 'remarcar' to a
// free hour. A refusal (too late, the hour taken) is said on the page, which shows the appointment as it is.
import type { IncomingMessage } from 'node:http';
import { changeManagedAppointment } from '../api/server/booking';
import { isOwnFormPost, readFormBody } from '../http/form-body';
import { type BookingProblemKey, bookingProblemOf } from './booking-problems';

export interface ManagePostAnswer {
  status: number;
  done: 'canceled' | 'moved' | null;
  problem: BookingProblemKey | null;
}

export async function answerManagePost(
  request: IncomingMessage,
  token: string,
  address: string | undefined,
): Promise<ManagePostAnswer> {
  const form = isOwnFormPost(request) ? await readFormBody(request) : null;
  const action = form?.get('acao');
  if (!form || (action === 'cancelar' && form.get('certeza') !== 'sim')) {
    return { status: 400, done: null, problem: 'invalid' };
  }
  try {
    if (action === 'cancelar') {
      await changeManagedAppointment(token, { status: 'CANCELED' }, address);
      return { status: 200, done: 'canceled', problem: null };
    }
    const dateTime = form.get('date_time');
    if (action !== 'remarcar' || !dateTime) return { status: 400, done: null, problem: 'invalid' };
    await changeManagedAppointment(token, { date_time: dateTime }, address);
    return { status: 200, done: 'moved', problem: null };
  } catch (error) {
    const problem = bookingProblemOf(error);
    return { status: problem === 'unavailable' ? 503 : 409, done: null, problem };
  }
}
