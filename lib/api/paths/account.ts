// Signing in and out, the session's reads, registration and password recovery.
import { route } from './build';

export const accountPaths = {
  signIn: route('/login'),
  signOut: route('/v1/logout'),
  signOutEverywhere: route('/v1/logout-everywhere'),
  googleHandovers: route('/v1/auth/google/handovers'),
  me: route('/v1/me'),
  reads: route('/v1/reads'),
  signInProviders: route('/v1/auth/providers'),
  registrations: route('/v1/registration'),
  registrationConfirmation: route('/v1/registration/:id/confirm'),
  registrationCodeResend: route('/v1/registration/:id/resend-code'),
  passwordResets: route('/v1/password-resets'),
  passwordReset: route('/v1/password-resets/:token'),
} as const;
