// The wizard's three calls (spec 1 §7), made through the portal's allowlisted proxy without a session.
// A refusal throws the ApiProblem of lib/api/client, as every call from the browser does. Answers are read
// as the contract's types (neither schema has a default or a transform).
import { readJson } from '@/lib/api/browser/client';
import type { Registration, RegistrationConfirmation, RegistrationRequest } from '@/lib/api/contract';
import { accountPaths } from '@/lib/api/paths/account';
import { viaProxy } from '@/lib/api/paths/proxy';

export function createRegistration(payload: RegistrationRequest) {
  return readJson<Registration>(viaProxy(accountPaths.registrations()), { method: 'POST', json: payload });
}

export function confirmRegistration(id: string, code: string) {
  return readJson<RegistrationConfirmation>(viaProxy(accountPaths.registrationConfirmation(id)), {
    method: 'POST',
    json: { code },
  });
}

export function resendRegistrationCode(id: string) {
  return readJson<Registration>(viaProxy(accountPaths.registrationCodeResend(id)), { method: 'POST' });
}
