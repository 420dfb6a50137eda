// A patient's consultations and the nutritionist's notes on each (/v1/users/{id}/consultations): the
// sections of a SOAP note (Subjetivo, Objetivo, Avaliação, Plano) and free text, each optional. Saving adds
// a dated version, never an edit of the one before, as the anamnesis does.
import { z } from 'zod';
import { appointmentStatusSchema, appointmentTypeSchema } from './appointments';
import { isoDateSchema, pageQuerySchema, pageSchema, textSchema } from './common';
import { CONSULTATION_NOTE_MAX, CONSULTATION_NOTE_SECTIONS } from './values';

export type ConsultationNoteSection = (typeof CONSULTATION_NOTE_SECTIONS)[number];

/** A section: trimmed; an empty one is kept as null (nothing written, never an empty string). */
const section = textSchema
  .trim()
  .max(CONSULTATION_NOTE_MAX, `Use no máximo ${CONSULTATION_NOTE_MAX} caracteres em cada seção.`)
  .nullable()
  .default(null);

const sectionsShape = {
  subjective: section,
  objective: section,
  assessment: section,
  plan: section,
  free_text: section,
};

/** POST /v1/users/{id}/consultations/{appointmentId}/notes: at least one section written. */
export const consultationNotesInputSchema = z
  .object(sectionsShape)
  .refine((notes) => CONSULTATION_NOTE_SECTIONS.some((key) => Boolean(notes[key])), {
    message: 'Escreva ao menos uma seção das anotações.',
  });
export type ConsultationNotesInput = z.input<typeof consultationNotesInputSchema>;

/**
 * POST /v1/users/{id}/consultations: a consultation held without a booking, recorded as it ends: attended
 * (COMPLETED), of the nutritionist's consultation length (shorter when an appointment ended within it) and
 * ending now, with its notes.
 */
export const unbookedConsultationInputSchema = z.object({
  type: appointmentTypeSchema,
  notes: consultationNotesInputSchema,
});
export type UnbookedConsultationInput = z.input<typeof unbookedConsultationInputSchema>;

const written = z.string().nullable();

/** One saved version of a consultation's notes: what it said, its day in the service's zone, and by whom. */
export const consultationNotesSchema = z.object({
  id: z.number().int(),
  appointment_id: z.number().int(),
  subjective: written,
  objective: written,
  assessment: written,
  plan: written,
  free_text: written,
  date: isoDateSchema,
  recorded_at: z.string(),
  recorded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ConsultationNotes = z.infer<typeof consultationNotesSchema>;

/** A consultation of the patient with the calling nutritionist, and every version of its notes, newest first. */
export const consultationSchema = z.object({
  appointment_id: z.number().int(),
  type: appointmentTypeSchema,
  status: appointmentStatusSchema,
  start_date_time: z.string(),
  end_date_time: z.string(),
  /** The consultation's day in the service's zone. */
  date: isoDateSchema,
  notes: z.array(consultationNotesSchema),
});
export type Consultation = z.infer<typeof consultationSchema>;

/** GET /v1/users/{id}/consultations: newest first, cancelled ones left out. */
export const consultationsQuerySchema = pageQuerySchema;
export const consultationPageSchema = pageSchema(consultationSchema);
export type ConsultationPage = z.infer<typeof consultationPageSchema>;
