// The one place where upstream and portal error codes become the specification's texts (keys of the
// `Errors` messages). Screens with their own catalogue (registration) extend it, not repeat it.

export const errorMessageKeys: Record<string, string> = {
  INVALID_CREDENTIALS: 'invalidCredentials',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  UPSTREAM_UNAVAILABLE: 'unavailable',
  UPSTREAM_TIMEOUT: 'timeout',
  SESSION_EXPIRED: 'sessionExpired',
  FORBIDDEN: 'forbidden',
  CROSS_SITE_REQUEST: 'forbidden',
  BARCODE_ALREADY_REGISTERED: 'barcodeTaken',
  BRAND_ALREADY_REGISTERED: 'brandTaken',
  INVALID_IMAGE: 'invalidImage',
  FILE_TOO_LARGE: 'fileTooLarge',
};

export const GENERIC_ERROR_KEY = 'generic';

/** Registration's own catalogue (spec 1 §8), keys of the `RegistrationErrors` messages. Any other code
 * shows the answer's detail, else the generic registration message. */
export const registrationErrorMessageKeys: Record<string, string> = {
  NUTRITIONIST_NOT_REGISTERED_IN_CFN: 'nutritionistNotRegisteredInCfn',
  INVALID_DATA: 'invalidData',
  EMAIL_ALREADY_REGISTERED: 'emailAlreadyRegistered',
  INVALID_CONFIRMATION_CODE: 'invalidConfirmationCode',
};

export function errorMessageKey(code: string | undefined): string {
  return (code && errorMessageKeys[code]) || GENERIC_ERROR_KEY;
}

/** Reads a problem+json answer's code without trusting its shape. */
export async function readErrorCode(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
}
