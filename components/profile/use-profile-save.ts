'use client';

import { useState } from 'react';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type { Nutritionist, UpdateNutritionistRequest } from '@/lib/api/contract';
import { saveProfile } from './save-profile';

/**
 * Saves one part of the profile with the spec 2 §8 toasts. On failure what was typed stays on screen
 * (the caller keeps it), so nothing is lost and saving can be tried again.
 */
export function useProfileSave(
  profileId: number,
  onSaved: (profile: Nutritionist) => void,
  messages: { saved: string; failed: string },
) {
  const { showToast } = useToast();
  const [saving, setSaving] = useState(false);

  /** Answers the profile as saved, or null when the save failed. */
  async function save(update: UpdateNutritionistRequest): Promise<Nutritionist | null> {
    setSaving(true);
    try {
      const updated = await saveProfile(profileId, update);
      onSaved(updated);
      showToast(messages.saved, { duration: MESSAGE_TOAST_MS, tone: 'success' });
      return updated;
    } catch (error) {
      console.error('Could not save the profile', error);
      showToast(messages.failed, { duration: MESSAGE_TOAST_MS, tone: 'error' });
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
