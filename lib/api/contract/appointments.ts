// Appointments and availability (spec 2 §3, §7). Instants travel as ISO 8601; a date_time sent without
// an offset is read as wall time of the product's zone (APP_TIME_ZONE).
import { z } from 'zod';
import { WEEKDAYS } from '@/lib/rules/week-availability';
import { idParamSchema, isoDateSchema, pageQuerySchema, pageSchema } from './common';
import { boundedDateSchema, boundedDateTimeSchema, boundedInstantSchema } from './dates';
import { addressSchema } from './nutritionists';
import { APPOINTMENT_TYPES } from './values';

export const appointmentTypeSchema = z.enum(APPOINTMENT_TYPES);
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;
/**
 * CONFIRMED and CANCELED are the specification's. Beyond it, once a consultation has begun its
 * nutritionist records how it went: COMPLETED ('Realizada') or NO_SHOW ('Faltou'); neither is cancelled.
 */
export const appointmentStatusSchema = z.enum(['CONFIRMED', 'CANCELED', 'COMPLETED', 'NO_SHOW']);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;
export const appointmentOutcomeSchema = appointmentStatusSchema.extract(['COMPLETED', 'NO_SHOW']);
export type AppointmentOutcome = z.infer<typeof appointmentOutcomeSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  patient: z.object({ id: z.number().int(), name: z.string(), photo_url: z.string().nullable() }),
  nutritionist_id: z.number().int(),
  patient_id: z.number().int(),
  type: appointmentTypeSchema,
  status: appointmentStatusSchema,
  start_date_time: z.string(),
  end_date_time: z.string(),
  /** The start, as the specification names it too. */
  date_time: z.string(),
  /**
   * Where an on-site consultation happens: the nutritionist's address when her profile has one, else null
   * (beyond the specification).
   */
  nutritionist_address: addressSchema.nullable(),
  /**
   * When the patient answered her reminder's 'Confirmar presença' (beyond the specification), or null; a
   * move asks again.
   */
  attendance_confirmed_at: z.string().nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentPageSchema = pageSchema(appointmentSchema);
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;

/**
 * GET /v1/appointments: a nutritionist's agenda (nutritionist_id) or a patient's own (patient_id), starting
 * within [from, to). Beyond the specification: both together are one patient's consultations in the
 * nutritionist's agenda (her record lists them); `status` keeps only those of one status (the agenda's
 * heading counts the confirmed ones); `order=desc` lists the latest first (the record's past ones).
 */
export const listAppointmentsQuerySchema = pageQuerySchema.extend({
  nutritionist_id: idParamSchema.optional(),
  patient_id: idParamSchema.optional(),
  from: boundedInstantSchema.optional(),
  to: boundedInstantSchema.optional(),
  status: appointmentStatusSchema.optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

/** POST /v1/appointments */
export const createAppointmentSchema = z.object({
  type: appointmentTypeSchema,
  date_time: boundedDateTimeSchema,
  nutritionist_id: idParamSchema,
  patient_id: idParamSchema,
});
export type CreateAppointment = z.infer<typeof createAppointmentSchema>;

/**
 * PATCH /v1/appointments/{id}: cancel, move to another free slot, or (once it has begun) record its
 * outcome, COMPLETED or NO_SHOW.
 */
export const updateAppointmentSchema = z.union([
  z.object({ status: z.literal('CANCELED') }).strict(),
  z.object({ status: appointmentOutcomeSchema }).strict(),
  z.object({ date_time: createAppointmentSchema.shape.date_time }).strict(),
]);
export type UpdateAppointment = z.infer<typeof updateAppointmentSchema>;

export const weekdaySchema = z.enum(WEEKDAYS);

export const weekAvailabilitySchema = z.object({
  days: z
    .array(
      z.object({
        day_of_week: weekdaySchema,
        availability: z.array(z.object({ from: z.string().max(8), to: z.string().max(8) })).max(10),
      }),
    )
    .max(7),
});
export type WeekAvailability = z.infer<typeof weekAvailabilitySchema>;

/**
 * GET and PUT /v1/nutritionists/{id}/slot-settings (beyond the specification): the length of her
 * consultations and the gap after each, in minutes. The ranges are lib/rules/slot-settings.ts's, checked
 * by the API with a code of their own (CONSULTATION_LENGTH_OUT_OF_RANGE, CONSULTATION_GAP_OUT_OF_RANGE).
 */
export const slotSettingsSchema = z.object({
  consultation_minutes: z.number().int(),
  gap_minutes: z.number().int(),
});
export type SlotSettings = z.infer<typeof slotSettingsSchema>;

/**
 * GET /v1/nutritionists/{id}/availabilities?from&to: only dates that have a free hour. Beside the
 * specification's start times, `available_slots` gives each one's end ('HH:MM' in the agenda's zone), as
 * the nutritionist's consultation length (her slot settings) makes it: the portal shows it, never adds
 * a length of its own.
 */
export const availabilityQuerySchema = z.object({ from: boundedDateSchema, to: boundedDateSchema });
export const availabilitySchema = z.object({
  days: z.array(
    z.object({
      date: isoDateSchema,
      available_hours: z.array(z.string()),
      available_slots: z.array(z.object({ start: z.string(), end: z.string() })),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** POST /v1/nutritionists/{id}/calendar-feed: the private .ics address of her agenda (beyond the specification). */
export const calendarFeedSchema = z.object({ url: z.string().url() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
