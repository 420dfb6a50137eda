// The agenda: appointments, online booking and the links e-mailed to patients.
import { type Id, type Query, route, to, withQuery } from './build';

export const appointmentPaths = {
  appointments: (query?: Query) => withQuery(to('/v1/appointments'), query),
  appointment: route('/v1/appointments/:id'),
  nutritionistBookingSettings: route('/v1/nutritionists/:id/booking-settings'),
  nutritionistBookingRequests: (id: Id, query?: Query) =>
    withQuery(to('/v1/nutritionists/:id/booking-requests', id), query),
  nutritionistBookingRequestAccept: route('/v1/nutritionists/:id/booking-requests/:requestId/accept'),
  nutritionistBookingRequestDecline: route('/v1/nutritionists/:id/booking-requests/:requestId/decline'),
  bookingPage: route('/v1/booking-pages/:slug'),
  bookingHolds: route('/v1/booking-pages/:slug/holds'),
  bookingHold: route('/v1/booking-holds/:holdId'),
  bookingHoldConfirmation: route('/v1/booking-holds/:holdId/confirmation'),
  bookingConfirmations: route('/v1/booking-confirmations'),
  appointmentLink: route('/v1/appointment-links/:token'),
  appointmentLinkFreeSlots: route('/v1/appointment-links/:token/free-slots'),
  attendanceLink: route('/v1/attendance-links/:token'),
} as const;
