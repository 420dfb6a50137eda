'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { NUTRIENTS } from '@/lib/api/contract/values';
import type { ComponentKey } from '@/lib/rules/food-component-keys';
import { FoodComponentsFields } from './food-components-fields';
import styles from './food-form.module.css';
import { canConvertFormToUnits } from './food-form-units';
import type { FoodFormField, FoodFormValues } from './food-form-values';
import nutrientStyles from './food-nutrition-fields.module.css';

type Nutrient = (typeof NUTRIENTS)[number];

export interface FoodNutritionFieldsProps {
  values: FoodFormValues;
  /** The field's error, where its amount is refused. */
  amountError: (field: FoodFormField) => string | undefined;
  onNutrient: (name: Nutrient, text: string) => void;
  onNutrientUnknown: (name: Nutrient, unknown: boolean) => void;
  onComponent: (key: ComponentKey, text: string) => void;
  onConvert: () => void;
}

/**
 * The food's nutrition (the six nutrients, each of which may be unknown, and the conversion to units) and its
 * other components: the food form's lower half, whose code loads as it nears the view (food-form.tsx).
 */
export function FoodNutritionFields({
  values,
  amountError,
  onNutrient,
  onNutrientUnknown,
  onComponent,
  onConvert,
}: FoodNutritionFieldsProps) {
  const t = useTranslations('FoodForm');
  // Whether 'Converter para unidade' can convert what is typed.
  const convertible = canConvertFormToUnits(values);
  return (
    <div className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('nutritionSection')}</legend>
        <p className={styles.sectionHelp}>{t('nutritionHelp')}</p>
        <div className={nutrientStyles.nutrients}>
          {NUTRIENTS.map((name) => {
            const unknown = values.nutrients[name] === null;
            return (
              <div key={name} className={nutrientStyles.nutrient}>
                <Input
                  label={t(`nutrients.${name}`)}
                  inputMode="decimal"
                  value={values.nutrients[name] ?? ''}
                  onValueChange={(value) => onNutrient(name, value)}
                  error={amountError(name)}
                  required={!unknown}
                  disabled={unknown}
                  autoComplete="off"
                />
                <Checkbox
                  label={t('unknownNutrient')}
                  // Named apart from the field's own label ('Calorias (kcal)'), which finds the field alone.
                  aria-label={t('unknownNutrientOf', { nutrient: t(`saveFields.${name}`) })}
                  checked={unknown}
                  onChange={(event) => onNutrientUnknown(name, event.target.checked)}
                />
              </div>
            );
          })}
        </div>
        <div className={nutrientStyles.convert}>
          <Button
            variant="secondary"
            disabled={!convertible}
            onClick={onConvert}
            aria-describedby="food-form-convert-help"
          >
            {t('convertToUnits')}
          </Button>
          <p id="food-form-convert-help" className={styles.sectionHelp}>
            {values.unitOfMeasurement === 'UNITS'
              ? t('convertAlreadyUnits')
              : convertible
                ? t('convertHelp')
                : t('convertNeeds')}
          </p>
        </div>
      </fieldset>

      <FoodComponentsFields
        values={values.components}
        onChange={onComponent}
        errorOf={(key) => amountError(`components.${key}`)}
      />
    </div>
  );
}
