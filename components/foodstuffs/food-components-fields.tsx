'use client';

import { useTranslations } from 'next-intl';
import { TextInput } from '@/components/ui/text-input';
import {
  COMPONENT_GROUP_LABELS,
  COMPONENT_GROUPS,
  type ComponentKey,
  componentsInGroup,
  FOOD_COMPONENTS,
} from '@/lib/rules/food-components';
import type { ComponentTexts } from './food-component-values';
import styles from './food-form.module.css';
import nutrientStyles from './food-nutrition-fields.module.css';

export interface FoodComponentsFieldsProps {
  values: ComponentTexts;
  onChange: (key: ComponentKey, text: string) => void;
  /** The field's error, where the contract refuses its value. */
  errorOf: (key: ComponentKey) => string | undefined;
}

/** The other components, one fieldset per group; blank says 'Sem valor', 'Tr' says trace. */
export function FoodComponentsFields({ values, onChange, errorOf }: FoodComponentsFieldsProps) {
  const t = useTranslations('FoodForm');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('componentsSection')}</legend>
      <p className={styles.sectionHelp}>{t('componentsHelp')}</p>
      {COMPONENT_GROUPS.map((group) => (
        <fieldset key={group} className={nutrientStyles.componentGroup}>
          <legend className={nutrientStyles.componentGroupLegend}>{COMPONENT_GROUP_LABELS[group]}</legend>
          {componentsInGroup(group).map((key) => {
            const { label, unit } = FOOD_COMPONENTS[key];
            return (
              <TextInput
                key={key}
                label={`${label} (${unit})`}
                inputMode="decimal"
                placeholder={t('componentUnknown')}
                value={values[key]}
                onValueChange={(text) => onChange(key, text)}
                error={errorOf(key)}
                autoComplete="off"
              />
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}
