// A Brazilian phone as the record keeps it: digits with the usual separators ("(11) 98765-4321",
// "+55 11 98765 4321"), 10 to 13 digits with the area code. The contract and the forms read it here.

/** Only digits, spaces, parentheses, hyphens and a leading +. */
export const PHONE_CHARACTERS = /^\+?[0-9 ()-]*$/;

/** 10 to 13 digits: the area code and the number, the country code allowed. */
export function hasPhoneDigits(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 13;
}

export function isValidPhone(phone: string): boolean {
  return PHONE_CHARACTERS.test(phone) && hasPhoneDigits(phone);
}
