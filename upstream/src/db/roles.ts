import type { roleEnum } from './schema';

export type Role = (typeof roleEnum.enumValues)[number];

/** The specification's rule: the nutritionist role wins, then the administrator role. */
export function hasRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role);
}
