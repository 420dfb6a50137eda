// The wizard's three calls (spec 1 §7), made through the portal's allowlisted proxy without a session.
// A refusal throws the ApiProblem of lib/api/client, as every call from the browser does.
import { requestJson } from '@/lib/api/client';
import {
  type RegistrationRequest,
  registrationConfirmationSchema,
  registrationSchema,
} from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

export function createRegistration(payload: RegistrationRequest) {
  return requestJson(viaProxy(paths.registrations()), registrationSchema, { method: 'POST', json: payload });
}

export function confirmRegistration(id: string, code: string) {
  return requestJson(viaProxy(paths.registrationConfirmation(id)), registrationConfirmationSchema, {
    method: 'POST',
    json: { code },
  });
}

export function resendRegistrationCode(id: string) {
  return requestJson(viaProxy(paths.registrationCodeResend(id)), registrationSchema, { method: 'POST' });
}
