// A user's record: her profile, her meals, measures, goals, anamneses and consultations.
import { type Id, type Query, route, to, withQuery } from './build';
import { userPath } from './user';

export const userPaths = {
  users: (query?: Query) => withQuery(to('/v1/users'), query),
  user: userPath,
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
} as const;
