// Every upstream path the portal calls. Each is a route of the API's route table
// (lib/api/contract/operations/), and only one: its pattern is type-checked against the table, so a path
// the API does not serve fails `tsc`. Server providers call them directly; browser code calls the same
// path through the portal's proxy with viaProxy(), which forwards only the routes the table marks `proxy`.
import type { ApiPath } from '@/lib/api/contract/operations';

type Id = number | string;
type Query = URLSearchParams | Record<string, string>;

/** One value per parameter of the pattern, in order: '/v1/users/:id/photos/:photoId' → [Id, Id]. */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Id, ...ParamValues<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [Id]
    : [];

const segment = (id: Id) => encodeURIComponent(String(id));

/** The path of a route, its parameters filled in order. */
function to<P extends ApiPath>(pattern: P, ...values: ParamValues<P>): string {
  let index = 0;
  return pattern.replace(/:\w+/g, () => segment((values as Id[])[index++] as Id));
}

/** The path builder of a route. */
const route =
  <P extends ApiPath>(pattern: P) =>
  (...values: ParamValues<P>) =>
    to(pattern, ...values);

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  signIn: route('/login'),
  signOut: route('/v1/logout'),
  signOutEverywhere: route('/v1/logout-everywhere'),
  googleHandovers: route('/v1/auth/google/handovers'),
  me: route('/v1/me'),
  reads: route('/v1/reads'),
  signInProviders: route('/v1/auth/providers'),

  users: (query?: Query) => withQuery(to('/v1/users'), query),
  user: route('/v1/users/:id'),
  userWithoutPlans: (id: Id) => withQuery(to('/v1/users/:id', id), { meal_plans: 'false' }),
  userAvatar: route('/v1/users/:id/photos/:photoId'),
  userNutritionist: route('/v1/users/:id/nutritionist'),
  userOwnPhoto: route('/v1/users/:id/photo'),
  userDismissals: route('/v1/users/:id/dismissals'),
  userDismissal: route('/v1/users/:id/dismissals/:key'),
  userDailyMeals: (id: Id, date: string) => withQuery(to('/v1/users/:id/meals', id), { date }),
  userMealReports: (id: Id, yearMonth: string) =>
    withQuery(to('/v1/users/:id/meal-reports', id), { year_month: yearMonth }),
  userAnthropometricRecords: route('/v1/users/:id/anthropometric-records'),
  userAnthropometricRecord: route('/v1/users/:id/anthropometric-records/:recordId'),
  userAnthropometryPreferences: route('/v1/users/:id/anthropometry-preferences'),
  userProgress: (id: Id, days: number) => withQuery(to('/v1/users/:id/progress', id), { days: String(days) }),
  userContact: route('/v1/users/:id/contact'),
  userGoals: route('/v1/users/:id/goals'),
  userAnamneses: route('/v1/users/:id/anamneses'),
  userAnamnesis: route('/v1/users/:id/anamneses/:anamnesisId'),
  userConsultations: (id: Id, query?: Query) => withQuery(to('/v1/users/:id/consultations', id), query),
  userAccessTrail: (id: Id, query?: Query) => withQuery(to('/v1/users/:id/access-trail', id), query),
  userExport: route('/v1/users/:id/export'),
  userDeletionRequest: route('/v1/users/:id/deletion-request'),
  userConsultationNotes: route('/v1/users/:id/consultations/:appointmentId/notes'),

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

  nutritionistMealPlanTemplates: route('/v1/nutritionists/:id/meal-plan-templates'),
  nutritionistRecentFoodstuffs: route('/v1/nutritionists/:id/recent-foodstuffs'),
  nutritionistMealPlanTemplate: route('/v1/nutritionists/:id/meal-plan-templates/:templateId'),

  // The practice's money (docs/finance.md)
  nutritionistPrices: route('/v1/nutritionists/:id/prices'),
  nutritionistPackages: route('/v1/nutritionists/:id/packages'),
  nutritionistPackage: route('/v1/nutritionists/:id/packages/:packageId'),
  nutritionistReceiptIssuer: route('/v1/nutritionists/:id/receipt-issuer'),
  nutritionistReceipts: (id: Id, query?: Query) => withQuery(to('/v1/nutritionists/:id/receipts', id), query),
  nutritionistFinance: (id: Id, yearMonth: string) =>
    withQuery(to('/v1/nutritionists/:id/finance', id), { year_month: yearMonth }),
  nutritionistPendingCharges: (id: Id, query?: Query) =>
    withQuery(to('/v1/nutritionists/:id/finance/pending', id), query),
  nutritionistReceivedCsv: (id: Id, yearMonth: string) =>
    withQuery(to('/v1/nutritionists/:id/finance/received.csv', id), { year_month: yearMonth }),
  userCharges: (id: Id, query?: Query) => withQuery(to('/v1/users/:id/charges', id), query),
  userPackages: route('/v1/users/:id/packages'),
  userReceipts: (id: Id, query?: Query) => withQuery(to('/v1/users/:id/receipts', id), query),
  appointmentCharge: route('/v1/appointments/:id/charge'),
  appointmentPayments: route('/v1/appointments/:id/payments'),
  patientPackage: route('/v1/patient-packages/:id'),
  patientPackagePayments: route('/v1/patient-packages/:id/payments'),
  paymentReversal: route('/v1/payments/:id/reversal'),
  paymentReceipts: route('/v1/payments/:id/receipts'),
  receipt: route('/v1/receipts/:id'),
  receiptPdf: route('/v1/receipts/:id/pdf'),
  receiptEmail: route('/v1/receipts/:id/email'),
  receiptCancellation: route('/v1/receipts/:id/cancellation'),

  mealPlans: route('/v1/meal-plans'),
  mealPlan: route('/v1/meal-plans/:id'),
  mealPlanVersions: route('/v1/meal-plans/:id/versions'),
  mealPlanSubstitutions: route('/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions'),
  mealPlanSubstitution: route('/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId'),

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

  adminMetrics: route('/v1/admin/metrics'),
  adminJobs: route('/v1/admin/jobs'),
  adminJobRetry: route('/v1/admin/jobs/:id/retry'),

  foodstuffs: (query?: Query) => withQuery(to('/v1/foodstuffs'), query),
  foodstuff: route('/v1/foodstuffs/:id'),
  foodstuffMeasures: route('/v1/foodstuffs/:id/measures'),
  foodstuffPhotos: (query?: Query) => withQuery(to('/v1/foodstuff-photos'), query),
  brands: (query?: Query) => withQuery(to('/v1/brands'), query),
  avatarPhotos: (query?: Query) => withQuery(to('/v1/avatar-photos'), query),
  addressLookup: route('/v1/addresses/:cep'),

  registrations: route('/v1/registration'),
  registrationConfirmation: route('/v1/registration/:id/confirm'),
  registrationCodeResend: route('/v1/registration/:id/resend-code'),
  passwordResets: route('/v1/password-resets'),
  passwordReset: route('/v1/password-resets/:token'),

  connectionRequests: route('/v1/connection-requests'),
  connectionAcceptance: route('/v1/connection-requests/acceptance-codes/:code'),
  deletionCancellation: route('/v1/deletion-requests/cancellation-codes/:code'),

  notifications: (query?: Query) => withQuery(to('/v1/notifications'), query),
  notification: route('/v1/notifications/:id'),
  notificationsRead: route('/v1/notifications/read'),
} as const;

/** The prefix of the browser's calls: the portal's proxy forwards /api/{upstream path}. */
export const PROXY_PREFIX = '/api';

/** An upstream path as the browser calls it, through the portal's allowlisted proxy. */
export function viaProxy(path: string): string {
  return `${PROXY_PREFIX}${path}`;
}
