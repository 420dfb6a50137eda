'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import type { CreateSubstitutionRequest, Foodstuff, UpdateSubstitutionRequest } from '@/lib/api/contract';
import { MAX_SUBSTITUTIONS_PER_FOOD } from '@/lib/api/contract/values';
import { errorCodeOf } from '@/lib/api/errors';
import styles from './meal-plan.module.css';
import type { DraftFood } from './meal-plan-draft';
import { SubstitutionForm } from './substitution-form';
import { SubstitutionItem } from './substitution-item';

/** Refusals whose own text tells her what to do (the limit, an amount, a food archived meanwhile). */
const EXPLAINED_CODES = new Set([
  'TOO_MANY_SUBSTITUTIONS',
  'SUBSTITUTION_NOT_PROPOSABLE',
  'ARCHIVED_FOODSTUFF',
  'INVALID_QUANTITY',
  'INVALID_BASELINE_WEIGHT',
]);

/**
 * 'Substituições de {food}': the saved food's alternatives, each adjustable and removable, and the form to add one (at most
 * MAX_SUBSTITUTIONS_PER_FOOD). Every change is saved at once and answers the plan, so `food` (read from the
 * plan the screen shows) lists them again.
 */
export function SubstitutionsDialog({
  food,
  onClose,
  onAdd,
  onUpdate,
  onRemove,
  inDraft = false,
}: {
  /** In the editor: changes stay in the draft and are saved with the plan. */
  inDraft?: boolean;
  food: DraftFood | null;
  onClose: () => void;
  onAdd: (food: DraftFood, body: CreateSubstitutionRequest, chosen: Foodstuff) => Promise<unknown>;
  onUpdate: (food: DraftFood, substitutionId: number, amounts: UpdateSubstitutionRequest) => Promise<unknown>;
  onRemove: (food: DraftFood, substitutionId: number) => Promise<unknown>;
}) {
  const t = useTranslations('MealPlan.substitutions');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);
  // A new form (empty search) after each addition.
  const [formKey, setFormKey] = useState(0);

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      if (done) setMessage({ text: done, alert: false });
      setFormKey((key) => key + 1);
    } catch (error) {
      const code = errorCodeOf(error);
      setMessage({ text: code && EXPLAINED_CODES.has(code) ? errorText(code) : t('failed'), alert: true });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setMessage(null);
    onClose();
  };
  const substitutions = food?.substitutions ?? [];
  const full = substitutions.length >= MAX_SUBSTITUTIONS_PER_FOOD;

  return (
    <Dialog
      open={food !== null}
      onClose={close}
      title={t('title', { food: food?.foodstuff.name ?? '' })}
      description={inDraft ? t('draftDescription') : t('description')}
      size="lg"
      actions={
        <Button variant="secondary" onClick={close}>
          {t('close')}
        </Button>
      }
    >
      {food ? (
        <>
          <h3 className={styles.notesTitle}>{t('current')}</h3>
          {substitutions.length === 0 ? (
            <p className={styles.hint}>{t('none')}</p>
          ) : (
            <ul className={styles.substitutionList}>
              {substitutions.map((substitution) => (
                <SubstitutionItem
                  // A new item (its fields read again) whenever its saved amounts change.
                  key={`${substitution.id}-${substitution.quantity}-${substitution.baseline_weight}`}
                  substitution={substitution}
                  food={food}
                  busy={busy}
                  onSave={(amounts) =>
                    void run(
                      () => onUpdate(food, substitution.id, amounts),
                      t(inDraft ? 'changedInDraft' : 'saved'),
                    )
                  }
                  onRemove={() => void run(() => onRemove(food, substitution.id))}
                />
              ))}
            </ul>
          )}
          {message ? (
            <p role={message.alert ? 'alert' : 'status'} className={styles.hint}>
              {message.text}
            </p>
          ) : null}
          <h3 className={styles.notesTitle}>{t('addTitle')}</h3>
          {full ? (
            <p className={styles.hint}>{t('limit', { max: MAX_SUBSTITUTIONS_PER_FOOD })}</p>
          ) : (
            <SubstitutionForm
              key={formKey}
              food={food}
              busy={busy}
              onAdd={(body, chosen) =>
                void run(() => onAdd(food, body, chosen), t(inDraft ? 'addedToDraft' : 'added'))
              }
            />
          )}
        </>
      ) : null}
    </Dialog>
  );
}
