// Masks for dd/mm/yyyy and hh:mm (spec 1 §5). Only digits count. A separator is added when the next
// part starts, never after a complete part, so backspace over a separator is not undone by the mask.
// The masks only shape what is typed: they never turn one date or time into another (a clamped 2030
// became 2020, a clamped 25:00 became 23:00 while typing). Whether a complete date or time is accepted is
// told beside the field (date-time-masks.ts). Apart from it, so every text field need not carry the
// calendar to mask what is typed.

export const DATE_MASK_LENGTH = 10;
export const TIME_MASK_LENGTH = 5;
/**
 * Reads one two-digit part from the front of `digits`: a first digit that cannot start a valid value
 * is zero-padded ('4' as a day becomes '04'). Returns the part and how many digits it used.
 */
function takeTwoDigitPart(digits: string, max: number): [string, number] {
  const first = digits.slice(0, 1);
  if (Number(first) > Math.floor(max / 10)) return [`0${first}`, 1];
  const part = digits.slice(0, 2);
  return [part, part.length];
}

/** dd/mm/yyyy as typed: the digits, a leading zero where a day or month could only be one digit, slashes. */
export function maskDate(raw: string): string {
  let rest = raw.replace(/\D/g, '');
  const parts: string[] = [];
  for (const max of [31, 12]) {
    if (rest === '') return parts.join('/');
    const [part, used] = takeTwoDigitPart(rest, max);
    parts.push(part);
    rest = rest.slice(used);
  }
  if (rest !== '') parts.push(rest.slice(0, 4));
  return parts.join('/');
}

/**
 * hh:mm as typed: four digits and the colon, each digit where it was typed. No zero is added either:
 * '1260' padded as '12:06' would be a real and wrong time, so it stays '12:60' and is refused.
 */
export function maskTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
