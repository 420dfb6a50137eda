'use client';

import useSWR, { useSWRConfig } from 'swr';
import { readJson, sendRequest } from '@/lib/api/browser/client';
import type { ConnectionRequest, ConnectionRequestPage } from '@/lib/api/contract';
import { practicePaths } from '@/lib/api/paths/practice';
import { viaProxy } from '@/lib/api/paths/proxy';
import { OPEN_INVITATIONS_SHOWN } from '@/lib/lists/open-invitations';

export function getOpenInvitationsKey(nutritionistId: number): string {
  return viaProxy(
    practicePaths.nutritionistInvitations(nutritionistId, { size: String(OPEN_INVITATIONS_SHOWN) }),
  );
}

/**
 * A new invitation (the invite dialog), which then shows up in the list without reloading the page; with
 * `patientId`, one of her records without the app is invited to it ('Convidar para o aplicativo').
 */
export function useInvitePatient(
  nutritionistId: number,
  patientId?: number,
): (patientEmail: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (patientEmail) => {
    await sendRequest(viaProxy(practicePaths.connectionRequests()), {
      method: 'POST',
      json: {
        nutritionist_id: nutritionistId,
        patient_email: patientEmail,
        ...(patientId === undefined ? {} : { patient_id: patientId }),
      },
    });
    void mutate(getOpenInvitationsKey(nutritionistId));
  };
}

/**
 * Her invitations nobody is her patient through yet (GET /v1/nutritionists/{id}/connection-requests),
 * starting from what the page read on the server; sending again or withdrawing updates the cache in place.
 */
export function useOpenInvitations(nutritionistId: number, fallbackData: ConnectionRequestPage | null) {
  const key = getOpenInvitationsKey(nutritionistId);
  // Read as the contract's type, unchecked: the patient list loads no zod.
  const swr = useSWR(key, (path: string) => readJson<ConnectionRequestPage>(path), {
    fallbackData: fallbackData ?? undefined,
    revalidateOnMount: fallbackData === null,
  });
  const current = () => swr.data ?? fallbackData ?? { content: [], total_elements: 0, total_pages: 0 };

  return {
    ...swr,
    async resend(requestId: number) {
      const sent = await readJson<ConnectionRequest>(
        viaProxy(practicePaths.nutritionistInvitationResend(nutritionistId, requestId)),
        { method: 'POST' },
      );
      const page = current();
      await swr.mutate(
        { ...page, content: page.content.map((item) => (item.id === requestId ? sent : item)) },
        { revalidate: false },
      );
    },
    async withdraw(requestId: number) {
      await sendRequest(viaProxy(practicePaths.nutritionistInvitation(nutritionistId, requestId)), {
        method: 'DELETE',
      });
      const page = current();
      await swr.mutate(
        {
          ...page,
          content: page.content.filter((item) => item.id !== requestId),
          total_elements: Math.max(0, page.total_elements - 1),
        },
        { revalidate: false },
      );
    },
  };
}
