import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AuthLayout } from '@/components/auth/auth-layout';

export default async function AuthGroupLayout({ children }: { children: ReactNode }) {
  // Rendered per request, never prerendered: the route gate gives these pages (sign-in, registration,
  // password) a nonce-based CSP, and only a page rendered for the request can carry its nonce.
  await connection();
  // Each page hands the browser its own messages. (/session-expired is drawn in the same frame by pages/.)
  return <AuthLayout>{children}</AuthLayout>;
}
