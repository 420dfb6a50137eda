'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH } from '@/lib/api/contract/values';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import styles from './meal-plan.module.css';
import {
  deleteMealPlanTemplate,
  renameMealPlanTemplate,
  useMealPlanTemplate,
} from './use-meal-plan-templates';

/**
 * The chosen template in 'Começar de um modelo': a preview of its meals and foods before it is used, and
 * 'Renomear' and 'Excluir modelo' (asked first) for her library. `onChanged` refreshes the list; `onDeleted`
 * lets go of the choice.
 */
export function TemplateManager({
  nutritionistId,
  templateId,
  name,
  onChanged,
  onDeleted,
}: {
  nutritionistId: number;
  templateId: number;
  name: string;
  onChanged: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const t = useTranslations('MealPlan.startFrom');
  const tCatalogue = useTranslations('Catalogue');
  const preview = useMealPlanTemplate(nutritionistId, templateId);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ text: done, alert: false });
      return true;
    } catch {
      setMessage({ text: failed, alert: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const rename = async () => {
    const next = (renaming ?? '').trim();
    if (!next) return;
    const ok = await run(
      async () => {
        await renameMealPlanTemplate(nutritionistId, templateId, next);
        await Promise.all([onChanged(), preview.mutate()]);
      },
      t('renamed'),
      t('renameFailed'),
    );
    if (ok) setRenaming(null);
  };

  const remove = async () => {
    const ok = await run(
      async () => {
        await deleteMealPlanTemplate(nutritionistId, templateId);
        await onChanged();
      },
      t('deleted'),
      t('deleteFailed'),
    );
    setDeleting(false);
    if (ok) onDeleted();
  };

  return (
    <div className={styles.templateManager}>
      <h3 className={styles.notesTitle}>{t('preview')}</h3>
      {preview.error ? <p role="alert">{t('previewFailed')}</p> : null}
      {!preview.data && !preview.error ? <p className={styles.hint}>{t('previewLoading')}</p> : null}
      {preview.data ? (
        <ul className={styles.templatePreview}>
          {preview.data.meal_periods.map((period) => (
            <li key={period.period}>
              {t('previewMeal', {
                meal: tCatalogue(getCatalogueLabelKey('mealPeriods', period.period)),
                foods: period.meal_foodstuffs.map((food) => food.foodstuff.name).join('; '),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {renaming !== null ? (
        <div className={styles.actions}>
          <TextInput
            label={t('renameLabel')}
            value={renaming}
            maxLength={MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH}
            onValueChange={setRenaming}
          />
          <Button size="sm" onClick={() => void rename()} loading={busy} disabled={renaming.trim() === ''}>
            {t('renameSave')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRenaming(null)} disabled={busy}>
            {t('renameCancel')}
          </Button>
        </div>
      ) : deleting ? (
        <div className={styles.actions}>
          <p role="alert">{t('deleteConfirm', { name })}</p>
          <Button size="sm" variant="danger" onClick={() => void remove()} loading={busy}>
            {t('deleteYes')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDeleting(false)} disabled={busy}>
            {t('deleteNo')}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => setRenaming(name)}>
            {t('rename')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
            {t('delete')}
          </Button>
        </div>
      )}
      {message ? (
        <p role={message.alert ? 'alert' : 'status'} className={styles.hint}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
