'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useErrorText } from '@/components/ui/use-error-text';
import { MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH } from '@/lib/api/contract/values';
import { errorCodeOf } from '@/lib/api/errors';
import { saveMealPlanTemplate } from './use-meal-plan-templates';

/** 'Salvar como modelo': the ACTIVE plan's meals, foods and guidance into her library under a name. */
export function SaveTemplateDialog({
  open,
  nutritionistId,
  planId,
  onClose,
}: {
  open: boolean;
  nutritionistId: number;
  planId: number;
  onClose: () => void;
}) {
  const t = useTranslations('MealPlan.saveTemplate');
  const errorText = useErrorText();
  const { showToast } = useToast();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName('');
    setTried(false);
    setProblem(null);
  }, [open]);

  const nameError = name.trim() === '' ? t('nameRequired') : undefined;
  const save = async () => {
    setTried(true);
    if (nameError) return;
    setBusy(true);
    setProblem(null);
    try {
      await saveMealPlanTemplate(nutritionistId, planId, name.trim());
      showToast(t('saved'), { tone: 'success', duration: MESSAGE_TOAST_MS });
      onClose();
    } catch (error) {
      // A full library is said (TOO_MANY_TEMPLATES); anything else is a plain failure.
      const code = errorCodeOf(error);
      setProblem(code === 'TOO_MANY_TEMPLATES' ? errorText(code) : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            {t('save')}
          </Button>
        </>
      }
    >
      <TextInput
        label={t('name')}
        helpText={t('nameHelp', { max: MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH })}
        value={name}
        maxLength={MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH}
        required
        onValueChange={setName}
        error={tried ? nameError : undefined}
      />
      {problem ? <p role="alert">{problem}</p> : null}
    </Dialog>
  );
}
