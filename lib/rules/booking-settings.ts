// Her public booking page's settings: the link she chooses for /agendar/{link}, how long before
// a consultation her patients may still cancel or move it, and how many weeks ahead the page offers hours.
// One check for the settings form and the API.

export const BOOKING_LINK_MIN_LENGTH = 3;
export const BOOKING_LINK_MAX_LENGTH = 40;
/** Lowercase letters, digits and single hyphens between them: what reads well in a link and in an e-mail. */
export const BOOKING_LINK_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Links the portal's own pages under /agendar take (/agendar/confirmar): no page may shadow them. */
export const RESERVED_BOOKING_LINKS: readonly string[] = ['confirmar'];

export const NOTICE_HOURS_MIN = 0;
export const NOTICE_HOURS_MAX = 168;
export const DEFAULT_NOTICE_HOURS = 24;
export const HORIZON_WEEKS_MIN = 1;
export const HORIZON_WEEKS_MAX = 26;
export const DEFAULT_HORIZON_WEEKS = 4;

/** How long a visitor's chosen hour is held for her while she confirms by the e-mailed code or link. */
export const BOOKING_HOLD_MINUTES = 15;
/** Holds and requests one e-mail may have waiting at once, across every booking page. */
export const MAX_PENDING_HOLDS_PER_EMAIL = 2;

export type BookingSettingsProblem =
  | 'INVALID_BOOKING_LINK'
  | 'NOTICE_HOURS_OUT_OF_RANGE'
  | 'BOOKING_HORIZON_OUT_OF_RANGE'
  | 'NO_CONSULTATION_TYPE';

/** The link as stored and looked up: trimmed and lowercase, so 'Ana-Souza' and 'ana-souza' are one link. */
export function normalizeBookingLink(link: string): string {
  return link.trim().toLowerCase();
}

export function isValidBookingLink(link: string): boolean {
  return (
    link.length >= BOOKING_LINK_MIN_LENGTH &&
    link.length <= BOOKING_LINK_MAX_LENGTH &&
    BOOKING_LINK_PATTERN.test(link) &&
    !RESERVED_BOOKING_LINKS.includes(link)
  );
}

const within = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The first thing wrong with the settings (the link already normalised), or null when they can be saved. */
export function findBookingSettingsProblem(settings: {
  slug: string;
  notice_hours: number;
  horizon_weeks: number;
  consultation_types: readonly string[];
}): BookingSettingsProblem | null {
  if (!isValidBookingLink(settings.slug)) return 'INVALID_BOOKING_LINK';
  if (!within(settings.notice_hours, NOTICE_HOURS_MIN, NOTICE_HOURS_MAX)) return 'NOTICE_HOURS_OUT_OF_RANGE';
  if (!within(settings.horizon_weeks, HORIZON_WEEKS_MIN, HORIZON_WEEKS_MAX))
    return 'BOOKING_HORIZON_OUT_OF_RANGE';
  if (settings.consultation_types.length === 0) return 'NO_CONSULTATION_TYPE';
  return null;
}

/** The last instant her patient may cancel or move a consultation starting at `start` herself. */
export function getChangeDeadline(start: Date, noticeHours: number): Date {
  return new Date(start.getTime() - noticeHours * 3_600_000);
}
