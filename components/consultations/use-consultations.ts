'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type {
  Consultation,
  ConsultationNotes,
  ConsultationNotesInput,
  ConsultationPage,
  UnbookedConsultationInput,
} from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

/**
 * A page of the patient's consultations (GET /v1/users/{id}/consultations); saving notes puts the new
 * version first in its consultation, without reading the page again. Answers are read as the contract's
 * types (neither schema has a default or a transform).
 */
export function useConsultations(
  patientId: number,
  page: number,
  size: number,
  fallbackData: ConsultationPage,
) {
  const key = viaProxy(
    userPaths.userConsultations(patientId, { page: String(page - 1), size: String(size) }),
  );
  const swr = useSWR(key, (path: string) => readJson<ConsultationPage>(path), {
    fallbackData,
    revalidateOnMount: false,
  });
  return {
    ...swr,
    async saveNotes(appointmentId: number, input: ConsultationNotesInput) {
      const path = viaProxy(userPaths.userConsultationNotes(patientId, appointmentId));
      const saved = await readJson<ConsultationNotes>(path, { method: 'POST', json: input });
      const before = swr.data ?? fallbackData;
      await swr.mutate(
        {
          ...before,
          content: before.content.map((item) =>
            item.appointment_id === appointmentId ? { ...item, notes: [saved, ...item.notes] } : item,
          ),
        },
        { revalidate: false },
      );
      return saved;
    },
  };
}

/** Whether an SWR key is a page of the patient's consultations. */
export function isConsultationsKey(patientId: number, key: unknown): boolean {
  const prefix = viaProxy(userPaths.userConsultations(patientId));
  return typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}?`));
}

/** 'Registrar consulta': a consultation held now without a booking, with its notes. */
export function recordUnbookedConsultation(patientId: number, input: UnbookedConsultationInput) {
  return readJson<Consultation>(viaProxy(userPaths.userConsultations(patientId)), {
    method: 'POST',
    json: input,
  });
}
