// Food and dashboard names are cut at 20 characters plus an ellipsis (spec 1 §9).
export const NAME_DISPLAY_LENGTH = 20;

/** Counts characters, not UTF-16 units, so an emoji or accented letter is never split in half. */
export function truncateName(name: string, maxLength: number = NAME_DISPLAY_LENGTH): string {
  const characters = Array.from(name);
  if (characters.length <= maxLength) return name;
  return `${characters.slice(0, maxLength).join('')}...`;
}

/** The food list shows this much of a name, so that a copy and its original rarely look alike. */
export const LONG_NAME_DISPLAY_LENGTH = 40;
/** How many of the last characters a cut long name keeps: copies usually differ at the end. */
const LONG_NAME_TAIL = 14;

/** Cuts in the middle ('Arroz, tipo 1, cozido, c…sal e alho'): the start and the end both stay visible. */
export function truncateNameMiddle(name: string, maxLength: number = LONG_NAME_DISPLAY_LENGTH): string {
  const characters = Array.from(name);
  if (characters.length <= maxLength) return name;
  const tail = Math.min(LONG_NAME_TAIL, Math.floor(maxLength / 2));
  const head = maxLength - tail - 1;
  return `${characters.slice(0, head).join('').trimEnd()}…${characters.slice(-tail).join('').trimStart()}`;
}
