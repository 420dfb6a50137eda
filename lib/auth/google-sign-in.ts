import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { readSignInProviders } from '@/lib/api/server/auth';
import { serverConfig } from '@/lib/config/server';

// Google sign-in is run by the upstream (spec 1 §2): the portal only sends the browser there, and redeems
// the one-time code it brings back. Whether the button shows is the upstream's answer to GET /v1/auth/providers.

/** Set by the start route and sent, server to server, with the code by the finish route: the upstream
 * bound the code to this value's hash, so a code brought to another browser (a forged link) is refused. */
export const GOOGLE_PENDING_COOKIE = 'nutri-google-pending';
export const GOOGLE_PENDING_SECONDS = 600;
export const GOOGLE_FAILED_PATH = '/login?failedGoogleAuth=true';

const PROVIDERS_TIMEOUT_MS = 1500;
const PROVIDERS_CACHE_MS = 60_000;
let cachedProviders: { google: boolean; until: number } | undefined;

/** Where browsers reach the upstream: API_PUBLIC_URL, else API_BASE_URL (the same machine by default). */
export function upstreamPublicUrl(): string {
  const fromEnv = process.env.API_PUBLIC_URL?.trim();
  return fromEnv || serverConfig().API_BASE_URL;
}

/** 32 random bytes: what only this browser's cookie knows. */
export function newPendingValue(): string {
  return randomBytes(32).toString('base64url');
}

export function googleStartUrl(pending: string): string {
  const url = new URL('/oauth2/authorization/google', upstreamPublicUrl());
  url.searchParams.set('binding', createHash('sha256').update(pending).digest('base64url'));
  return url.toString();
}

/** Whether the upstream has Google sign-in configured; an unreachable upstream means no button. */
export async function isGoogleSignInEnabled(): Promise<boolean> {
  if (cachedProviders && cachedProviders.until > Date.now()) return cachedProviders.google;
  try {
    const { google } = await readSignInProviders(PROVIDERS_TIMEOUT_MS);
    cachedProviders = { google, until: Date.now() + PROVIDERS_CACHE_MS };
    return google;
  } catch {
    return false;
  }
}
