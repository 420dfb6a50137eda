// The one way an id is written in a path or a query string: decimal digits with no sign, no leading zero,
// no space, no exponent, fraction or radix prefix. The API's rules, its access trail and the portal's proxy
// all read ids here, so a call the rule allows is always one the trail can name: `0x4`, `4e0`, `+4` or
// `00004` name nothing, and are answered as a path that names nothing.

/** PostgreSQL's largest integer: an id beyond it names nothing, and the database would refuse it. */
export const MAX_ID = 2_147_483_647;

/** At most ten digits: MAX_ID has ten, and the bound below needs no arbitrarily long number. */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** The id `text` spells, from 1 to MAX_ID, or null when it is written any other way. */
export function readId(text: string | undefined): number | null {
  if (text === undefined || !CANONICAL_ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
