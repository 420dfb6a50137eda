// Patterns shared by the registration wizard, the invite modal and the upstream's own validation.

/** Something@domain.tld where the top-level part is 1 to 6 letters (spec 1 §5, spec 2 §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{1,6}$/;

export const PASSWORD_MIN_LENGTH = 8;

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit (spec 1 §5). */
export const STRONG_PASSWORD_PATTERN = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d).{8,}$/u;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isStrongPassword(value: string): boolean {
  return STRONG_PASSWORD_PATTERN.test(value);
}
