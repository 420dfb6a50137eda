// The visitor's booking form as posted (text fields), read into the API's hold request, with each refused
// field's message from the contract itself, so the page and the API refuse the same answers.
import { brDateToIso } from '@/lib/format/dates';
import { type CreateBookingHold, createBookingHoldSchema } from '../api/contract';

export const VISITOR_FIELDS = ['type', 'date_time', 'name', 'email', 'phone', 'birth_date', 'note'] as const;
export type VisitorField = (typeof VISITOR_FIELDS)[number];
export type VisitorValues = Partial<Record<VisitorField, string>>;

const DATE_TEXT = 'Informe a data como dd/mm/aaaa.';
const SLOT_MISSING = 'Escolha um horário.';

export function readVisitorValues(form: URLSearchParams): VisitorValues {
  return Object.fromEntries(
    VISITOR_FIELDS.flatMap((field) => {
      const value = form.get(field);
      return value === null ? [] : [[field, value]];
    }),
  );
}

/** The hold to ask for, or the message of each field the contract refuses. */
export function parseVisitorForm(
  values: VisitorValues,
): { hold: CreateBookingHold } | { errors: VisitorValues } {
  const errors: VisitorValues = {};
  const birthText = values.birth_date?.trim() ?? '';
  const birthDate = birthText === '' ? null : brDateToIso(birthText);
  if (birthText !== '' && !birthDate) errors.birth_date = DATE_TEXT;
  if (!values.date_time) errors.date_time = SLOT_MISSING;
  const note = values.note?.trim() ?? '';
  const parsed = createBookingHoldSchema.safeParse({
    type: values.type,
    date_time: values.date_time,
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    birth_date: birthDate,
    note: note === '' ? null : note,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as VisitorField | undefined;
      if (field && !errors[field]) errors[field] = field === 'date_time' ? SLOT_MISSING : issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { hold: parsed.data };
}
