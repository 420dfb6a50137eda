// Every upstream path the portal calls, in one table. Server providers (lib/api/<resource>.ts) call them
// directly; browser code calls the same path through the portal's allowlisted proxy with viaProxy().
// A new call adds its path here and, when the browser makes it, its pattern to allowlist.ts.

type Id = number | string;
type Query = URLSearchParams | Record<string, string>;

const segment = (id: Id) => encodeURIComponent(String(id));

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  signIn: () => '/login',
  signOut: () => '/v1/logout',
  signOutEverywhere: () => '/v1/logout-everywhere',
  googleHandovers: () => '/v1/auth/google/handovers',
  me: () => '/v1/me',
  signInProviders: () => '/v1/auth/providers',

  users: (query?: Query) => withQuery('/v1/users', query),
  user: (id: Id) => `/v1/users/${segment(id)}`,
  userWithoutPlans: (id: Id) => `/v1/users/${segment(id)}?meal_plans=false`,
  userAvatar: (id: Id, photoId: Id) => `/v1/users/${segment(id)}/photos/${segment(photoId)}`,
  userNutritionist: (id: Id) => `/v1/users/${segment(id)}/nutritionist`,
  userOwnPhoto: (id: Id) => `/v1/users/${segment(id)}/photo`,
  userDismissals: (id: Id) => `/v1/users/${segment(id)}/dismissals`,
  userDismissal: (id: Id, key: string) => `/v1/users/${segment(id)}/dismissals/${segment(key)}`,
  userDailyMeals: (id: Id, date: string) => withQuery(`/v1/users/${segment(id)}/meals`, { date }),
  userMealReports: (id: Id, yearMonth: string) =>
    withQuery(`/v1/users/${segment(id)}/meal-reports`, { year_month: yearMonth }),
  userAnthropometricRecords: (id: Id) => `/v1/users/${segment(id)}/anthropometric-records`,
  userAnthropometricRecord: (id: Id, recordId: Id) =>
    `/v1/users/${segment(id)}/anthropometric-records/${segment(recordId)}`,
  userAnthropometryPreferences: (id: Id) => `/v1/users/${segment(id)}/anthropometry-preferences`,
  userProgress: (id: Id, days: number) =>
    withQuery(`/v1/users/${segment(id)}/progress`, { days: String(days) }),
  userContact: (id: Id) => `/v1/users/${segment(id)}/contact`,
  userGoals: (id: Id) => `/v1/users/${segment(id)}/goals`,
  userAnamneses: (id: Id) => `/v1/users/${segment(id)}/anamneses`,
  userAnamnesis: (id: Id, anamnesisId: Id) => `/v1/users/${segment(id)}/anamneses/${segment(anamnesisId)}`,
  userConsultations: (id: Id, query?: Query) => withQuery(`/v1/users/${segment(id)}/consultations`, query),
  userAccessTrail: (id: Id, query?: Query) => withQuery(`/v1/users/${segment(id)}/access-trail`, query),
  userExport: (id: Id) => `/v1/users/${segment(id)}/export`,
  userDeletionRequest: (id: Id) => `/v1/users/${segment(id)}/deletion-request`,
  userConsultationNotes: (id: Id, appointmentId: Id) =>
    `/v1/users/${segment(id)}/consultations/${segment(appointmentId)}/notes`,

  nutritionist: (id: Id) => `/v1/nutritionists/${segment(id)}`,
  nutritionistPatients: (id: Id, query?: Query) =>
    withQuery(`/v1/nutritionists/${segment(id)}/patients`, query),
  nutritionistDashboard: (id: Id, query?: Query) =>
    withQuery(`/v1/nutritionists/${segment(id)}/dashboard`, query),
  nutritionistPlanAdherence: (id: Id, query?: Query) =>
    withQuery(`/v1/nutritionists/${segment(id)}/meal-plan-adherence`, query),
  nutritionistAvailabilities: (id: Id, query?: Query) =>
    withQuery(`/v1/nutritionists/${segment(id)}/availabilities`, query),
  nutritionistWeekAvailability: (id: Id) => `/v1/nutritionists/${segment(id)}/week-availability`,
  nutritionistCalendarFeed: (id: Id) => `/v1/nutritionists/${segment(id)}/calendar-feed`,
  nutritionistInvitations: (id: Id, query?: Query) =>
    withQuery(`/v1/nutritionists/${segment(id)}/connection-requests`, query),
  nutritionistInvitation: (id: Id, requestId: Id) =>
    `/v1/nutritionists/${segment(id)}/connection-requests/${segment(requestId)}`,
  nutritionistInvitationResend: (id: Id, requestId: Id) =>
    `/v1/nutritionists/${segment(id)}/connection-requests/${segment(requestId)}/resend`,

  nutritionistMealPlanTemplates: (id: Id) => `/v1/nutritionists/${segment(id)}/meal-plan-templates`,
  nutritionistRecentFoodstuffs: (id: Id) => `/v1/nutritionists/${segment(id)}/recent-foodstuffs`,
  nutritionistMealPlanTemplate: (id: Id, templateId: Id) =>
    `/v1/nutritionists/${segment(id)}/meal-plan-templates/${segment(templateId)}`,

  mealPlans: () => '/v1/meal-plans',
  mealPlan: (id: Id) => `/v1/meal-plans/${segment(id)}`,
  mealPlanVersions: (id: Id) => `/v1/meal-plans/${segment(id)}/versions`,
  mealPlanSubstitutions: (id: Id, foodId: Id) =>
    `/v1/meal-plans/${segment(id)}/meal-foodstuffs/${segment(foodId)}/substitutions`,
  mealPlanSubstitution: (id: Id, foodId: Id, substitutionId: Id) =>
    `/v1/meal-plans/${segment(id)}/meal-foodstuffs/${segment(foodId)}/substitutions/${segment(substitutionId)}`,

  appointments: (query?: Query) => withQuery('/v1/appointments', query),
  appointment: (id: Id) => `/v1/appointments/${segment(id)}`,

  adminMetrics: () => '/v1/admin/metrics',
  adminJobs: () => '/v1/admin/jobs',
  adminJobRetry: (id: Id) => `/v1/admin/jobs/${segment(id)}/retry`,

  foodstuffs: (query?: Query) => withQuery('/v1/foodstuffs', query),
  foodstuff: (id: Id) => `/v1/foodstuffs/${segment(id)}`,
  foodstuffMeasures: (id: Id) => `/v1/foodstuffs/${segment(id)}/measures`,
  foodstuffPhotos: (query?: Query) => withQuery('/v1/foodstuff-photos', query),
  brands: (query?: Query) => withQuery('/v1/brands', query),
  avatarPhotos: (query?: Query) => withQuery('/v1/avatar-photos', query),
  addressLookup: (cep: string) => `/v1/addresses/${segment(cep)}`,

  registrations: () => '/v1/registration',
  registrationConfirmation: (id: Id) => `/v1/registration/${segment(id)}/confirm`,
  registrationCodeResend: (id: Id) => `/v1/registration/${segment(id)}/resend-code`,
  passwordResets: () => '/v1/password-resets',
  passwordReset: (token: string) => `/v1/password-resets/${segment(token)}`,

  connectionRequests: () => '/v1/connection-requests',
  connectionAcceptance: (code: string) => `/v1/connection-requests/acceptance-codes/${segment(code)}`,
  deletionCancellation: (code: string) => `/v1/deletion-requests/cancellation-codes/${segment(code)}`,

  notifications: (query?: Query) => withQuery('/v1/notifications', query),
  notification: (id: Id) => `/v1/notifications/${segment(id)}`,
  notificationsRead: () => '/v1/notifications/read',
} as const;

/** The prefix of the browser's calls: the portal's proxy forwards /api/{upstream path}. */
export const PROXY_PREFIX = '/api';

/** An upstream path as the browser calls it, through the portal's allowlisted proxy. */
export function viaProxy(path: string): string {
  return `${PROXY_PREFIX}${path}`;
}
