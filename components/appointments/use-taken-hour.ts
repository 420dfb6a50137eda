'use client';

import { useTranslations } from 'next-intl';
import type { Dispatch, SetStateAction } from 'react';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { errorCodeOf } from '@/lib/api/errors';
import type { SlotChoice } from './slot-picker';
import { refreshAvailability } from './use-appointments';

/**
 * The API's 409s for an hour that is no longer free (upstream services/agenda/appointments): someone took it
 * (SLOT_TAKEN), or it left the free hours (SLOT_UNAVAILABLE: past, a day off, the week changed).
 */
function isSlotGone(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === 'SLOT_TAKEN' || code === 'SLOT_UNAVAILABLE';
}

/**
 * For a booking or a move that failed: when its hour is gone, clears only the hour (the day and the rest
 * stay), reads the free hours again and says so, and answers true; any other failure answers false.
 */
export function useTakenHour(nutritionistId: number, setSlot: Dispatch<SetStateAction<SlotChoice>>) {
  const t = useTranslations('SlotPicker');
  const { showToast } = useToast();
  return (error: unknown): boolean => {
    if (!isSlotGone(error)) return false;
    setSlot((current) => ({ ...current, hour: '' }));
    void refreshAvailability(nutritionistId);
    showToast(t('slotTaken'), { duration: MESSAGE_TOAST_MS, tone: 'error' });
    return true;
  };
}
