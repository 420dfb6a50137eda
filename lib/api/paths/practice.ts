// A nutritionist's practice: her patients, panel, hours and invitations.
import { type Id, type Query, route, to, withQuery } from './build';

export const practicePaths = {
  nutritionist: route('/v1/nutritionists/:id'),
  nutritionistPatients: (id: Id, query?: Query) => withQuery(to('/v1/nutritionists/:id/patients', id), query),
  nutritionistDashboard: (id: Id, query?: Query) =>
    withQuery(to('/v1/nutritionists/:id/dashboard', id), query),
  nutritionistPlanAdherence: (id: Id, query?: Query) =>
    withQuery(to('/v1/nutritionists/:id/meal-plan-adherence', id), query),
  nutritionistAvailabilities: (id: Id, query?: Query) =>
    withQuery(to('/v1/nutritionists/:id/availabilities', id), query),
  nutritionistWeekAvailability: route('/v1/nutritionists/:id/week-availability'),
  nutritionistSlotSettings: route('/v1/nutritionists/:id/slot-settings'),
  nutritionistCalendarFeed: route('/v1/nutritionists/:id/calendar-feed'),
  nutritionistInvitations: (id: Id, query?: Query) =>
    withQuery(to('/v1/nutritionists/:id/connection-requests', id), query),
  nutritionistInvitation: route('/v1/nutritionists/:id/connection-requests/:requestId'),
  nutritionistInvitationResend: route('/v1/nutritionists/:id/connection-requests/:requestId/resend'),
  connectionRequests: route('/v1/connection-requests'),
  connectionAcceptance: route('/v1/connection-requests/acceptance-codes/:code'),
  deletionCancellation: route('/v1/deletion-requests/cancellation-codes/:code'),
} as const;
