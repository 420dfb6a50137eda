'use client';

// The invitation a patient opens from her e-mail: read first (who invites her, and whether it ends a current
// follow-up), then accepted.
import { readJson, sendRequest } from '@/lib/api/browser/client';
import type { InvitationPreview } from '@/lib/api/contract';
import { practicePaths } from '@/lib/api/paths/practice';
import { viaProxy } from '@/lib/api/paths/proxy';

/** Who invites her. Read as the contract's type (its schema has no default or transform): the page loads no zod. */
export function readInvitation(code: string): Promise<InvitationPreview> {
  return readJson<InvitationPreview>(viaProxy(practicePaths.connectionAcceptance(code)));
}

/** Accepts it; `endCurrentFollowUp` when she moves from the nutritionist who follows her now. */
export function acceptInvitation(code: string, endCurrentFollowUp: boolean): Promise<Response> {
  return sendRequest(viaProxy(practicePaths.connectionAcceptance(code)), {
    method: 'POST',
    json: endCurrentFollowUp ? { end_current_follow_up: true } : undefined,
  });
}
