import { z } from 'zod';
import { idParamSchema, pageQuerySchema, pageSchema } from './common';

export const notificationCodeSchema = z.enum([
  'APPOINTMENT_REFUSED',
  'APPOINTMENT_CONFIRMED',
  'PATIENT_CONNECTION_ACCEPTED',
  'PATIENT_CONNECTION_REFUSED',
  // A patient's agenda: its nutritionist booked, cancelled or moved a consultation (metadata also has time).
  'APPOINTMENT_BOOKED',
  'APPOINTMENT_CANCELED',
  'APPOINTMENT_RESCHEDULED',
  // A nutritionist's invitation was accepted by someone with no account yet (metadata: patient_email).
  'PATIENT_CONNECTION_AWAITING_SIGN_UP',
  // That person created the account in the app and is now her patient (metadata: patient_id, patient_name).
  'PATIENT_SIGNED_UP',
  // Her patient accepted another nutritionist's invitation: the follow-up ended and her future
  // appointments with the patient were cancelled (metadata: patient_name, canceled_appointments).
  'PATIENT_CONNECTION_ENDED',
  // Someone asked for an hour on her booking page, which waits for her answer ('Solicitações de
  // agendamento'; metadata: patient_name, date, time, request_id).
  'BOOKING_REQUESTED',
]);
export type NotificationCode = z.infer<typeof notificationCodeSchema>;

export const notificationStatusSchema = z.enum(['UNREAD', 'READ']);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** Metadata keys: patient_id, patient_name, patient_photo_url, date (YYYY-MM-DD, the event's day). */
export const notificationSchema = z.object({
  id: z.number().int(),
  code: notificationCodeSchema,
  status: notificationStatusSchema,
  created_at: z.string(),
  metadata: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /v1/notifications answers a page plus the receiver's unread count, whatever the filter. */
export const notificationPageSchema = pageSchema(notificationSchema).extend({
  total_unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const listNotificationsQuerySchema = pageQuerySchema.extend({
  receiver_id: idParamSchema,
  status: notificationStatusSchema.optional(),
});

/** PATCH /v1/notifications/{id} */
export const updateNotificationSchema = z.object({ status: z.literal('READ') });

/** POST /v1/notifications/read – marks every notification of the receiver as read. */
export const markNotificationsReadSchema = z.object({ receiver_id: idParamSchema });
export const markNotificationsReadResultSchema = z.object({ updated: z.number().int().nonnegative() });
