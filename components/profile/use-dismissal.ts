'use client';

import { useState } from 'react';
import { sendRequest } from '@/lib/api/browser/client';
import type { DismissalKey } from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

/**
 * A suggestion the user can dismiss for good: hidden at once, and remembered by the API for the account
 * (every device). When saving fails it is hidden here anyway and comes back on the next visit.
 */
export function useDismissal(userId: number, key: DismissalKey, initiallyDismissed: boolean) {
  const [dismissed, setDismissed] = useState(initiallyDismissed);
  async function dismiss() {
    setDismissed(true);
    try {
      await sendRequest(viaProxy(userPaths.userDismissal(userId, key)), { method: 'PUT' });
    } catch (error) {
      console.error('Could not remember the dismissal', error);
    }
  }
  return { dismissed, dismiss };
}
