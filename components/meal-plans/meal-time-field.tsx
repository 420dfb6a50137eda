'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { isValidMealTime } from '@/lib/rules/meal-plan-rules';

/** 'Horário' of a meal: optional, masked to HH:MM; an unfinished time is said once the field is left. */
export function MealTimeField({ value, onChange }: { value: string; onChange: (time: string) => void }) {
  const t = useTranslations('MealPlan');
  const [left, setLeft] = useState(false);
  const invalid = value !== '' && !isValidMealTime(value);
  return (
    <Input
      label={t('mealTime')}
      helpText={t('mealTimeHelp')}
      rules={{ type: 'time' }}
      placeholder="HH:MM"
      value={value}
      error={left && invalid ? t('mealTimeInvalid') : undefined}
      onValueChange={(time) => {
        setLeft(false);
        onChange(time);
      }}
      onBlur={() => setLeft(true)}
    />
  );
}
