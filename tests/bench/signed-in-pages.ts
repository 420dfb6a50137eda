// The signed-in pages the browser benchmarks measure (issue 32's list), with the seeded product's ids filled
// in, and a portal session cookie for each role.
import type { RunningProduct } from './product';
import { signInToApi, signInToPortal } from './product';

export const NUTRI = { email: 'nutri@nutri.test', password: 'Nutri1234' };
export const ADMIN = { email: 'admin@nutri.test', password: 'Admin1234' };

export interface SignedInPage {
  path: string;
  /** Whose session opens it; 'none' is the page a signed-out session lands on. */
  as: 'nutri' | 'admin' | 'none';
}

/** Every role's pages, the seeded nutritionist's first patient for a patient's pages. */
export async function signedInPages(product: RunningProduct): Promise<{
  pages: SignedInPage[];
  cookies: Record<SignedInPage['as'], string>;
}> {
  const cookies = {
    nutri: await signInToPortal(product.portalUrl, NUTRI.email, NUTRI.password),
    admin: await signInToPortal(product.portalUrl, ADMIN.email, ADMIN.password),
    none: '',
  };
  const token = await signInToApi(product.apiUrl, NUTRI.email, NUTRI.password);
  const api = async <T>(path: string) =>
    (await (
      await fetch(`${product.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as T;
  const me = await api<{ id: number }>('/v1/me');
  const patients = await api<{ content: { id: number }[] }>(
    `/v1/nutritionists/${me.id}/patients?page=0&size=8`,
  );
  const patient = patients.content[0]?.id;
  if (!patient) throw new Error('the seeded nutritionist has no patients');
  const pages: SignedInPage[] = [
    { path: '/session-expired', as: 'none' },
    { path: '/home', as: 'nutri' },
    { path: '/patients', as: 'nutri' },
    { path: `/patients/${patient}`, as: 'nutri' },
    { path: `/patients/${patient}/meal-plan`, as: 'nutri' },
    { path: `/patients/${patient}/progress`, as: 'nutri' },
    { path: `/patients/${patient}/anthropometry`, as: 'nutri' },
    { path: `/patients/${patient}/anamnesis`, as: 'nutri' },
    { path: '/appointments', as: 'nutri' },
    { path: '/profile', as: 'nutri' },
    { path: '/dashboard', as: 'admin' },
    { path: '/foodstuffs', as: 'admin' },
  ];
  return { pages, cookies };
}
