'use client';

import { useState } from 'react';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useContractRule } from '@/components/ui/use-contract-rule';
import type { Nutritionist, UpdateNutritionistRequest } from '@/lib/api/contract';
import { saveProfile } from './save-profile';

type UpdateSchema = typeof import('@/lib/api/contract/nutritionists')['updateNutritionistRequestSchema'];

/** The contract's rule of a profile update; rejects when it cannot load (no connection). */
function loadUpdateSchema(): Promise<UpdateSchema> {
  return import('@/lib/api/contract/nutritionists').then(
    (contract) => contract.updateNutritionistRequestSchema,
  );
}

/**
 * Saves one part of the profile with the spec 2 §8 toasts. On failure what was typed stays on screen
 * (the caller keeps it), so nothing is lost and saving can be tried again.
 *
 * Every part is checked with the contract's schema, so a form never allows what the API refuses. The
 * schema (and zod) is no part of the profile's page until an editor is first used: `prepare` loads it,
 * `accepts` answers with it once loaded (with the screen's own rules alone until then), and `save` checks
 * with it again, saying the save failed when it cannot load.
 */
export function useProfileSave(
  profileId: number,
  onSaved: (profile: Nutritionist) => void,
  messages: { saved: string; failed: string },
) {
  const { showToast } = useToast();
  const [saving, setSaving] = useState(false);
  // Not loaded (no connection): the screen's rules alone until `save` tries again.
  const { rule: schema, prepare, load } = useContractRule(loadUpdateSchema);

  const accepts = (update: UpdateNutritionistRequest) => !schema || schema.safeParse(update).success;

  /** Answers the profile as saved, or null when the save failed or the contract refuses the update. */
  async function save(update: UpdateNutritionistRequest): Promise<Nutritionist | null> {
    setSaving(true);
    try {
      const rule = await load();
      if (!rule.safeParse(update).success) return null;
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

  return { saving, save, prepare, accepts };
}
