import type { ReactNode } from 'react';
import { requireAudience } from '@/lib/auth/current-user';

// The server-side role check of this part of the portal; the route gate alone is not authorization.
export default async function Layout({ children }: { children: ReactNode }) {
  await requireAudience(['nutritionist']);
  return children;
}
