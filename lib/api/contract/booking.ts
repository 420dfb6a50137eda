// Online booking: her public page at /agendar/{link}, a visitor's hold of an hour confirmed by the
// e-mailed code or link, her requests to accept or decline, and the e-mailed links that manage a booked
// appointment or confirm attendance. The settings' ranges are lib/rules/booking-settings.ts's, checked by the
// API with a code of their own; the visitor's fields carry the texts her form shows.
import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/rules/patterns';
import { appointmentStatusSchema, appointmentTypeSchema } from './appointments';
import { isoDateSchema, lineSchema, pageQuerySchema, pageSchema, textSchema } from './common';
import { boundedDateSchema, boundedDateTimeSchema } from './dates';
import { addressSchema, specializationSchema } from './nutritionists';
import { phoneSchema } from './patient-contact';
import { BOOKING_NOTE_MAX_LENGTH } from './values';

/**
 * 10 to 13 digits among the phone's separators (lib/rules/phone.ts), as one pattern: "(11) 98765-4321",
 * "+55 11 98765 4321". At most two separators in a row keep it one a generator can fill within 20 characters.
 */
const PHONE_WITH_AREA_CODE = /^\+?(?:[ ()-]{0,2}[0-9]){10,13}[ ()-]{0,2}$/;

// ── Her settings ───────────────────────────────────────────────────────────────────────────────────────

/** GET and PUT /v1/nutritionists/{id}/booking-settings. Before she saves any, `slug` and `page_url` are null. */
export const bookingSettingsSchema = z.object({
  slug: z.string().nullable(),
  /** Her page at the portal, /agendar/{slug}; null until she chooses a link. */
  page_url: z.string().nullable(),
  enabled: z.boolean(),
  /** Search engines may list her page (noindex otherwise). */
  indexable: z.boolean(),
  /** Each booking waits for her 'Aceitar' ('Solicitações de agendamento'); otherwise it is booked at once. */
  approval_required: z.boolean(),
  /** Her patients cancel or move a consultation themselves until this many hours before it. */
  notice_hours: z.number().int(),
  /** How many weeks ahead her page offers free hours. */
  horizon_weeks: z.number().int(),
  consultation_types: z.array(appointmentTypeSchema),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** The whole settings at once; the link is stored lowercase (another nutritionist's is BOOKING_LINK_TAKEN). */
export const bookingSettingsInputSchema = z.object({
  slug: lineSchema.max(80),
  enabled: z.boolean(),
  indexable: z.boolean(),
  approval_required: z.boolean(),
  notice_hours: z.number().int(),
  horizon_weeks: z.number().int(),
  consultation_types: z.array(appointmentTypeSchema).max(2),
});
export type BookingSettingsInput = z.infer<typeof bookingSettingsInputSchema>;

// ── Her public page ────────────────────────────────────────────────────────────────────────────────────

/** A page's link as a path names it: any text; one no page has is a 404. */
export const bookingLinkParamSchema = lineSchema.min(1).max(80);

/** A free hour: its start and end on the agenda's clocks ('HH:MM') and the instant to send back as `date_time`. */
export const bookingSlotSchema = z.object({ start: z.string(), end: z.string(), date_time: z.string() });

export const bookingDaysSchema = z.object({
  /** The zone of every `start` and `end` (the product's, America/Sao_Paulo). */
  time_zone: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  /** Only dates that have a free hour, earliest first. */
  days: z.array(z.object({ date: isoDateSchema, slots: z.array(bookingSlotSchema) })),
});
export type BookingDays = z.infer<typeof bookingDaysSchema>;

/** GET /v1/booking-pages/{slug}: who she is, what she offers and her free hours of the horizon. */
export const bookingPageSchema = bookingDaysSchema.extend({
  slug: z.string(),
  indexable: z.boolean(),
  approval_required: z.boolean(),
  nutritionist: z.object({
    name: z.string(),
    photo_url: z.string().nullable(),
    professional_document: z.object({ registration_number: z.string(), crn: z.number().int() }),
    specializations: z.array(specializationSchema),
    /** Where on-site consultations happen; null when she offers only online ones. */
    address: addressSchema.nullable(),
  }),
  consultation_types: z.array(
    z.object({
      type: appointmentTypeSchema,
      duration_minutes: z.number().int(),
      /** In centavos; null while she has set no price. */
      price_cents: z.number().int().nullable(),
    }),
  ),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

// ── A visitor's hold ───────────────────────────────────────────────────────────────────────────────────

/** POST /v1/booking-pages/{slug}/holds: the hour she chose (a slot's `date_time`) and who she is. */
export const createBookingHoldSchema = z.object({
  type: appointmentTypeSchema,
  date_time: boundedDateTimeSchema,
  name: lineSchema.trim().min(1, 'Informe seu nome.').max(120, 'Use no máximo 120 caracteres no nome.'),
  email: lineSchema
    .trim()
    .max(254, 'Use no máximo 254 caracteres no e-mail.')
    .regex(EMAIL_PATTERN, 'Informe um e-mail válido.')
    .transform((email) => email.toLowerCase()),
  // Required here, so its digits are a pattern as well as the record's rule: what the form checks as typed.
  phone: phoneSchema.regex(PHONE_WITH_AREA_CODE, 'Informe o telefone com DDD (10 a 13 dígitos).'),
  birth_date: boundedDateSchema.nullable().optional(),
  note: textSchema
    .trim()
    .max(BOOKING_NOTE_MAX_LENGTH, `Use no máximo ${BOOKING_NOTE_MAX_LENGTH} caracteres na observação.`)
    .nullable()
    .optional(),
});
export type CreateBookingHold = z.input<typeof createBookingHoldSchema>;
/** The hold as the API reads it: the e-mail lowercase, the texts trimmed. */
export type BookingHoldInput = z.output<typeof createBookingHoldSchema>;

/**
 * HELD: waiting for her confirmation until `expires_at`; EXPIRED: it was not confirmed in time; REQUESTED:
 * confirmed, waiting for the nutritionist's answer; BOOKED: the appointment exists; DECLINED: the
 * nutritionist declined it; RELEASED: the visitor gave the hour back, or it was taken before she confirmed.
 */
export const bookingStatusSchema = z.enum(['HELD', 'EXPIRED', 'REQUESTED', 'BOOKED', 'DECLINED', 'RELEASED']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** A hold's id: the visitor's browser keeps it to confirm by code or give the hour back. */
export const bookingHoldIdSchema = z.uuid();

export const bookingHoldSchema = z.object({
  id: z.string(),
  status: bookingStatusSchema,
  type: appointmentTypeSchema,
  start_date_time: z.string(),
  end_date_time: z.string(),
  expires_at: z.string(),
});
export type BookingHold = z.infer<typeof bookingHoldSchema>;

/** POST /v1/booking-holds/{id}/confirmation: the 6-digit code of the e-mail. */
export const confirmBookingByCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Informe os 6 dígitos do código enviado por e-mail.'),
});

/** A single-purpose secret of an e-mailed link: 32 random bytes, base64url. */
export const bookingTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Link inválido.');

/** POST /v1/booking-confirmations: the token of the e-mailed link (/agendar/confirmar?token=…). */
export const confirmBookingByLinkSchema = z.object({ token: bookingTokenSchema });

/** What her confirmation made: BOOKED (the appointment exists) or REQUESTED (the nutritionist answers by e-mail). */
export const bookingConfirmationSchema = z.object({
  status: bookingStatusSchema,
  type: appointmentTypeSchema,
  start_date_time: z.string(),
  end_date_time: z.string(),
  nutritionist_name: z.string(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

// ── Her requests ('Solicitações de agendamento') ────────────────────────────────────────────────────────

export const bookingRequestSchema = z.object({
  id: z.number().int(),
  status: bookingStatusSchema,
  type: appointmentTypeSchema,
  start_date_time: z.string(),
  end_date_time: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  birth_date: isoDateSchema.nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The appointment an accepted request became. */
  appointment_id: z.number().int().nullable(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingRequestPageSchema = pageSchema(bookingRequestSchema);
export type BookingRequestPage = z.infer<typeof bookingRequestPageSchema>;

/** GET /v1/nutritionists/{id}/booking-requests: those waiting for her answer, earliest hour first. */
export const listBookingRequestsQuerySchema = pageQuerySchema;

// ── The e-mailed links of a booked appointment ──────────────────────────────────────────────────────────

/** GET /v1/attendance-links/{token}: the appointment a reminder's 'Confirmar presença' is about. */
export const linkedAppointmentSchema = z.object({
  status: appointmentStatusSchema,
  type: appointmentTypeSchema,
  start_date_time: z.string(),
  end_date_time: z.string(),
  /** When the patient confirmed she will come ('Confirmar presença'), or null. */
  attendance_confirmed_at: z.string().nullable(),
  patient_name: z.string(),
  nutritionist: z.object({
    name: z.string(),
    photo_url: z.string().nullable(),
    /** Where an on-site consultation happens, when her profile has an address. */
    address: addressSchema.nullable(),
  }),
});
export type LinkedAppointment = z.infer<typeof linkedAppointmentSchema>;

/** GET /v1/appointment-links/{token}: the appointment, and until when its patient may change it herself. */
export const managedAppointmentSchema = linkedAppointmentSchema.extend({
  notice_hours: z.number().int(),
  /** The last instant she may cancel or move it herself. */
  change_deadline: z.string(),
  /** Confirmed and before the deadline. */
  can_change: z.boolean(),
});
export type ManagedAppointment = z.infer<typeof managedAppointmentSchema>;

/** PATCH /v1/appointment-links/{token}: cancel, or move to a free hour (a slot's `date_time`). */
export const updateManagedAppointmentSchema = z.union([
  z.object({ status: z.literal('CANCELED') }).strict(),
  z.object({ date_time: boundedDateTimeSchema }).strict(),
]);
export type UpdateManagedAppointment = z.infer<typeof updateManagedAppointmentSchema>;
