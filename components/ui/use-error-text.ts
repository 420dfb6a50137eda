'use client';

import { useTranslations } from 'next-intl';
import type { ErrorCode } from '@/lib/api/contract';
import { errorMessageKey, namedErrorMessageKeys } from '@/lib/api/error-messages';

/**
 * The text of a failed call, from its code through the one map of lib/api/error-messages; the limits its
 * texts name are filled in on the server (lib/i18n/portal-messages.ts). `food` names the food the screen
 * sent, for the codes that can say it. Never the upstream's `detail`: that text is the API's, not the
 * screen's.
 */
export function useErrorText(): (code: ErrorCode | undefined, known?: { food?: string }) => string {
  const t = useTranslations('Errors');
  return (code, known = {}) => {
    const named = code ? namedErrorMessageKeys[code] : undefined;
    if (named && known.food) return t(named, { food: known.food });
    return t(errorMessageKey(code));
  };
}
