import type { ReactNode } from 'react';
import { requireAudience } from '@/lib/auth/current-user';
import { routeGroupAudiences } from '@/lib/routes';

// The server-side role check of every page in this group; the route gate alone is not authorization.
export default async function Layout({ children }: { children: ReactNode }) {
  await requireAudience(routeGroupAudiences.care);
  return children;
}
