// Food and dashboard names are cut at 20 characters plus an ellipsis (spec 1 §9).
export const NAME_DISPLAY_LENGTH = 20;

/** Counts characters, not UTF-16 units, so an emoji or accented letter is never split in half. */
export function truncateName(name: string, maxLength: number = NAME_DISPLAY_LENGTH): string {
  const characters = Array.from(name);
  if (characters.length <= maxLength) return name;
  return `${characters.slice(0, maxLength).join('')}...`;
}
