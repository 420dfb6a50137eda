// The bell's badge, apart from the texts of the notifications: those load with the panel, not every page.

/** The badge caps at 99 (spec 1 §9). */
export const BADGE_CAP = 99;

export function formatBadgeCount(unread: number): string {
  return unread > BADGE_CAP ? `${BADGE_CAP}+` : String(unread);
}
