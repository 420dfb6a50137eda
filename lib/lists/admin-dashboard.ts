// The upstream paths of the lists the administrators' home shows first: the browser asks for them through
// the proxy (their SWR keys), and the page reads them on the server for the first paint.
import { adminPaths } from '@/lib/api/paths/admin';
import { userPaths } from '@/lib/api/paths/users';
import { foodListApiPath } from '@/lib/lists/food-list';

/** Users load 8 per page (spec 1 §9). */
export const USER_PAGE_SIZE = 8;

/** One page of users, searched by name; `page` is 1-based. */
export function usersApiPath(page: number, name: string): string {
  const query = new URLSearchParams({ page: String(page - 1), size: String(USER_PAGE_SIZE) });
  if (name.trim() !== '') query.set('name', name.trim());
  return userPaths.users(query);
}

export const ADMIN_JOBS_API_PATH = adminPaths.adminJobs();

/** 'Alimentos Registrados' as it opens: the catalogue's first page, no search or filter. */
export const FIRST_FOODS_API_PATH = foodListApiPath({
  currentPage: 1,
  search: '',
  withBarcode: false,
  withBrand: false,
});
