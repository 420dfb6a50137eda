'use client';

import { useState } from 'react';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useErrorText } from '@/components/ui/use-error-text';
import { errorCodeOf } from '@/lib/api/errors';

/**
 * Runs one write of the money screens: a toast when it succeeds; when it fails, the code's text is kept for
 * the form that asked (which stays open with what was typed), so nothing is lost.
 */
export function useMoneyAction() {
  const { showToast } = useToast();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, success: string): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setError(null);
    try {
      await action();
      showToast(success, { duration: MESSAGE_TOAST_MS, tone: 'success' });
      return true;
    } catch (failure) {
      setError(errorText(errorCodeOf(failure)));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
