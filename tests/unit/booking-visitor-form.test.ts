// The booking page's visitor form read as the API's hold request, refusing what the contract refuses.
import { describe, expect, it } from 'vitest';
import { ApiProblem } from '@/lib/api/errors';
import { bookingProblemOf } from '@/lib/booking/booking-problems';
import { parseVisitorForm, readVisitorValues } from '@/lib/booking/visitor-form';

const posted = (fields: Record<string, string>) => readVisitorValues(new URLSearchParams(fields));
const filled = {
  type: 'ON_SITE',
  date_time: '2026-12-14T08:00:00',
  name: ' Renata Souza ',
  email: 'Renata@Exemplo.com',
  phone: '(11) 98765-4321',
  birth_date: '20/01/1990',
  note: '',
};

describe('the visitor form of a booking page', () => {
  it('reads the hold: trimmed name, e-mail in lower case, dd/mm/yyyy birth date, blank note as none', () => {
    expect(parseVisitorForm(posted(filled))).toEqual({
      hold: {
        type: 'ON_SITE',
        date_time: '2026-12-14T08:00:00',
        name: 'Renata Souza',
        email: 'renata@exemplo.com',
        phone: '(11) 98765-4321',
        birth_date: '1990-01-20',
        note: null,
      },
    });
  });

  it('names each refused field in Portuguese, and asks for an hour when none was chosen', () => {
    const { date_time: _hour, ...withoutHour } = filled;
    const result = parseVisitorForm(
      posted({ ...withoutHour, name: '', email: 'renata@', phone: '123', birth_date: '31/02/1990' }),
    );
    expect(result).toEqual({
      errors: {
        date_time: 'Escolha um horário.',
        name: 'Informe seu nome.',
        email: 'Informe um e-mail válido.',
        phone: expect.stringMatching(/telefone|DDD/i),
        birth_date: 'Informe a data como dd/mm/aaaa.',
      },
    });
  });

  it('keeps only the fields it knows', () => {
    expect(readVisitorValues(new URLSearchParams({ name: 'Ana', acao: 'reservar', extra: 'x' }))).toEqual({
      name: 'Ana',
    });
  });
});

describe("a refused booking call, in the visitor's words", () => {
  it('maps the API codes to the page messages, and anything else to try again', () => {
    expect(bookingProblemOf(new ApiProblem(409, 'SLOT_TAKEN', 'x'))).toBe('taken');
    expect(bookingProblemOf(new ApiProblem(429, 'TOO_MANY_REQUESTS', 'x'))).toBe('rateLimited');
    expect(bookingProblemOf(new ApiProblem(409, 'TOO_MANY_PENDING_HOLDS', 'x'))).toBe('tooManyPending');
    expect(bookingProblemOf(new ApiProblem(410, 'HOLD_EXPIRED', 'x'))).toBe('expired');
    expect(bookingProblemOf(new ApiProblem(503, 'UPSTREAM_UNAVAILABLE', 'x'))).toBe('unavailable');
    expect(bookingProblemOf(new Error('network'))).toBe('unavailable');
  });
});
