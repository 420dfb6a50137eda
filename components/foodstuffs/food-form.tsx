'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { onDemandDialog } from '@/components/ui/dialog-on-demand';
import { Input } from '@/components/ui/input';
import { PartNearView } from '@/components/ui/part-near-view';
import { Select } from '@/components/ui/select';
import { useContractRule } from '@/components/ui/use-contract-rule';
import { useFormState } from '@/components/ui/use-form-state';
import { useUnsavedChangesGuard } from '@/components/ui/use-unsaved-changes-guard';
import { errorCodeOf } from '@/lib/api/errors';
import { FOOD_GROUPS, getCatalogueLabelKey, UNITS_OF_MEASUREMENT } from '@/lib/catalogue';
import { formatList } from '@/lib/format/lists';
import { formatNumber } from '@/lib/format/numbers';
import type { ComponentKey } from '@/lib/rules/food-component-keys';
import { FOOD_AMOUNT_MAX, PATIENT_FOOD_NAME_MAX_LENGTH } from '@/lib/rules/food-limits';
import { NUTRIENTS } from '@/lib/rules/nutrients';
import { BrandChooser } from './brand-chooser';
import { sameComponentTexts, sanitizeComponentInput } from './food-component-values';
import styles from './food-form.module.css';
import type { FoodFormResult } from './food-form-result-dialogs';
import {
  BARCODE_MAX_LENGTH,
  emptyFoodFormValues,
  type FoodFormField,
  type FoodFormRequiredField,
  type FoodFormValues,
  type FoodRule,
  findSaveBlockers,
  findTooLargeFields,
  isBarcodeAcceptable,
  isSavable,
  NAME_MAX_LENGTH,
  sanitizeDecimalInput,
} from './food-form-values';
import { FoodPhotoField } from './food-photo-field';

// What opens on a press or after a save loads then, not with the form: the conversion to units, the
// catalogue's writes and the save's outcome. The household measures, at the foot of an edited food, load as they near the view.
const UnitConversionDialog = onDemandDialog(() =>
  import('./unit-conversion-dialog').then((module) => module.UnitConversionDialog),
);
const importResultDialogs = () =>
  import('./food-form-result-dialogs').then((module) => module.FoodFormResultDialogs);
const FoodFormResultDialogs = onDemandDialog(importResultDialogs);
// The contract's checks (zod and the schemas) load when the form is first used: a field focused.
const importFoodRule = (): Promise<FoodRule> => import('./food-form-rule');
// The nutrients and the other components come below the general fields (at 375 px, past the first screen).
const loadNutritionFields = () =>
  import('./food-nutrition-fields').then((module) => module.FoodNutritionFields);
/** About their height at 375 px, so nothing moves much when they come. */
const NUTRITION_FIELDS_HEIGHT = 1600;
const loadHouseholdMeasures = () =>
  import('./household-measures-editor').then((module) => module.HouseholdMeasuresEditor);
/** About the household measures' height at 375 px, so nothing below them moves much when they come. */
const HOUSEHOLD_MEASURES_HEIGHT = 240;

/** Whether two forms hold the same values as typed (the brand and photo by their id). */
function sameValues(a: FoodFormValues, b: FoodFormValues): boolean {
  return (
    a.name === b.name &&
    a.patientName === b.patientName &&
    a.group === b.group &&
    a.unitOfMeasurement === b.unitOfMeasurement &&
    a.baselineWeight === b.baselineWeight &&
    a.barcode === b.barcode &&
    (a.brand?.id ?? null) === (b.brand?.id ?? null) &&
    (a.photo?.id ?? null) === (b.photo?.id ?? null) &&
    NUTRIENTS.every((name) => a.nutrients[name] === b.nutrients[name]) &&
    sameComponentTexts(a.components, b.components)
  );
}

export interface FoodFormProps {
  mode: 'create' | 'edit';
  /** The food being edited. */
  foodId?: number;
  initialValues: FoodFormValues;
  /** The list view to go back to (edit: currentPage, withBarcode, withBrand carried along). */
  listHref: string;
  /** Edit: no food exists with the id of the address. */
  missing?: boolean;
  /** Create from 'Duplicar': the food to copy no longer exists, so the form starts empty. */
  draftMissing?: boolean;
}

/** 'Novo alimento' and 'Editar alimento': one form, saved only when complete, never losing what was typed. */
export function FoodForm({
  mode,
  foodId,
  initialValues,
  listHref,
  missing = false,
  draftMissing = false,
}: FoodFormProps) {
  const t = useTranslations('FoodForm');
  const tCatalogue = useTranslations('Catalogue');
  const tUi = useTranslations('Ui');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const form = useFormState(initialValues);
  const { values, setValues, set, busy: saving } = form;
  const [converting, setConverting] = useState(false);
  const [result, setResult] = useState<FoodFormResult | null>(missing ? { kind: 'missing' } : null);
  // The values last loaded or saved: leaving the page with other values asks first. Not while a save runs
  // or once it succeeded, whose dialog then leaves the page.
  const [savedValues, setSavedValues] = useState(initialValues);
  // The contract's rule of a food: loaded when the form is first used (a field focused), checked as she types.
  const { rule, prepare, load } = useContractRule(importFoodRule);
  // A second click while the first waits for the rule to load sends nothing twice.
  const checking = useRef(false);
  useUnsavedChangesGuard(
    !saving && result?.kind !== 'saved' && !sameValues(values, savedValues),
    tUi('unsavedChanges'),
  );

  const setNutrient = (name: (typeof NUTRIENTS)[number], text: string) =>
    setValues((current) => ({ nutrients: { ...current.nutrients, [name]: sanitizeDecimalInput(text) } }));
  // Unknown (not analysed) is said, not typed: a blank field is not yet filled, and 0 means none.
  const setNutrientUnknown = (name: (typeof NUTRIENTS)[number], unknown: boolean) =>
    setValues((current) => ({ nutrients: { ...current.nutrients, [name]: unknown ? null : '' } }));

  const setComponent = (key: ComponentKey, text: string) =>
    setValues((current) => ({
      components: { ...current.components, [key]: sanitizeComponentInput(text, sanitizeDecimalInput) },
    }));

  const savable = isSavable(values, rule) && !missing;
  const tooLarge = findTooLargeFields(values, rule);
  const blockers = findSaveBlockers(values, rule);
  const amountError = (field: FoodFormField) => {
    if (tooLarge.has(field)) return t('amountTooLarge', { max: formatNumber(FOOD_AMOUNT_MAX) });
    // A base weight typed as 0 keeps 'Salvar' disabled: the field says why, not only the line under the form.
    if (field === 'baselineWeight' && blockers.invalid.includes('baselineWeight'))
      return t('baselineWeightPositive');
    return undefined;
  };
  const barcodeError = isBarcodeAcceptable(values.barcode) ? undefined : t('barcodeInvalid');
  const fieldNames = (fields: readonly FoodFormRequiredField[]) =>
    formatList(fields.map((field) => t(`saveFields.${field}`)));
  // Each sentence names one thing that keeps 'Salvar' disabled, and only what does.
  const saveHint = savable
    ? ''
    : [
        blockers.missing.length > 0 ? t('saveMissing', { fields: fieldNames(blockers.missing) }) : null,
        blockers.invalid.length > 0 ? t('saveInvalid', { fields: fieldNames(blockers.invalid) }) : null,
        blockers.barcode ? t('saveBarcode') : null,
        blockers.tooLarge ? t('saveTooLarge', { max: formatNumber(FOOD_AMOUNT_MAX) }) : null,
        // Only the loaded checks find a component unreadable, and they name it.
        rule && blockers.unreadableComponents.length > 0
          ? t('saveUnreadable', {
              fields: formatList(blockers.unreadableComponents.map(rule.componentLabel)),
            })
          : null,
      ]
        .filter(Boolean)
        .join(' ');

  const submit = async () => {
    if (!savable || saving || checking.current) return;
    checking.current = true;
    // Without the rule or the writes (no connection) nothing is sent: said as a save that cannot reach the
    // server. The outcome's dialogs come first too, so a save that succeeds always has its dialog to say so.
    const ready = await Promise.all([load(), import('./use-foodstuff-writes'), importResultDialogs()])
      .then(([rule, writes]) => ({ checked: rule, foodstuffs: writes.foodstuffWrites(mutate) }))
      .catch(() => null);
    checking.current = false;
    if (!ready) {
      setResult({ kind: 'failed', code: 'UPSTREAM_UNAVAILABLE' });
      return;
    }
    const { checked, foodstuffs } = ready;
    // Refused by the contract: 'Salvar' is disabled now, and the line under the form says why.
    if (!isSavable(values, checked)) return;
    form.setBusy(true);
    try {
      const body = checked.toFoodstuffRequest(values);
      const saved =
        // Edit mode always has the food's id (a missing food cannot be saved).
        mode === 'create' ? await foodstuffs.create(body) : await foodstuffs.update(foodId!, body);
      setSavedValues(values);
      setResult({ kind: 'saved', id: saved.id });
    } catch (error) {
      if (mode === 'edit' && errorCodeOf(error) === 'NOT_FOUND') {
        setResult({ kind: 'missing' });
      } else {
        setResult({ kind: 'failed', code: errorCodeOf(error) });
      }
    } finally {
      form.setBusy(false);
    }
  };

  const startAnother = () => {
    setValues(emptyFoodFormValues());
    setSavedValues(emptyFoodFormValues());
    setResult(null);
    // Only an address that names a food to copy needs replacing: a navigation to the same address would
    // still be on its way when the next save's modal sends her to the list, and could land after it.
    if (window.location.search) router.replace('/create-foodstuff');
  };

  const groupOptions = FOOD_GROUPS.map((group) => ({
    value: group,
    label: tCatalogue(getCatalogueLabelKey('foodGroups', group)),
  }));
  const unitOptions = UNITS_OF_MEASUREMENT.map((unit) => ({
    value: unit,
    label: tCatalogue(getCatalogueLabelKey('units', unit)),
  }));

  return (
    <section className={styles.page} aria-labelledby="food-form-title">
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <Link href={listHref}>{t('backToList')}</Link>
      </nav>
      <h1 id="food-form-title" className={styles.title}>
        {mode === 'create' ? t('createTitle') : t('editTitle')}
      </h1>
      {draftMissing ? (
        <p className={styles.notice} role="status">
          {t('draftMissing')}
        </p>
      ) : null}

      {/* Not a <form>: the brand and image modals hold their own forms, which may not nest. */}
      <div className={styles.form} onFocusCapture={prepare}>
        <div className={styles.columns}>
          <FoodPhotoField value={values.photo} onChange={(photo) => set('photo', photo)} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('generalSection')}</legend>
            <Input
              label={t('name')}
              value={values.name}
              maxLength={NAME_MAX_LENGTH}
              onValueChange={(value) => set('name', value)}
              required
              autoComplete="off"
              fieldClassName={styles.wide}
            />
            <Input
              label={t('patientName')}
              helpText={t('patientNameHelp')}
              value={values.patientName}
              maxLength={PATIENT_FOOD_NAME_MAX_LENGTH}
              onValueChange={(value) => set('patientName', value)}
              autoComplete="off"
              fieldClassName={styles.wide}
            />
            <Select
              label={t('group')}
              placeholder
              options={groupOptions}
              value={values.group}
              onChange={(event) => set('group', event.target.value as FoodFormValues['group'])}
              required
            />
            <Select
              label={t('unit')}
              placeholder
              options={unitOptions}
              value={values.unitOfMeasurement}
              onChange={(event) =>
                set('unitOfMeasurement', event.target.value as FoodFormValues['unitOfMeasurement'])
              }
              required
            />
            <Input
              label={values.unitOfMeasurement === 'UNITS' ? t('unitWeight') : t('baselineWeight')}
              helpText={t('baselineWeightHelp')}
              inputMode="decimal"
              value={values.baselineWeight}
              onValueChange={(value) => set('baselineWeight', sanitizeDecimalInput(value))}
              error={amountError('baselineWeight')}
              required
              autoComplete="off"
            />
            <Input
              label={t('barcode')}
              helpText={t('barcodeHelp')}
              inputMode="numeric"
              value={values.barcode}
              rules={{ type: 'number', maxLength: BARCODE_MAX_LENGTH }}
              onValueChange={(value) => set('barcode', value)}
              error={barcodeError}
              autoComplete="off"
            />
            <BrandChooser value={values.brand} onChange={(brand) => set('brand', brand)} />
          </fieldset>
        </div>

        <PartNearView
          load={loadNutritionFields}
          height={NUTRITION_FIELDS_HEIGHT}
          props={{
            values,
            amountError,
            onNutrient: setNutrient,
            onNutrientUnknown: setNutrientUnknown,
            onComponent: setComponent,
            onConvert: () => setConverting(true),
          }}
        />

        {mode === 'edit' && foodId !== undefined && !missing ? (
          <PartNearView
            load={loadHouseholdMeasures}
            height={HOUSEHOLD_MEASURES_HEIGHT}
            props={{ foodstuffId: foodId, unit: savedValues.unitOfMeasurement }}
          />
        ) : null}

        <div className={styles.footer}>
          <p className={styles.sectionHelp} aria-live="polite">
            {saveHint}
          </p>
          <div className={styles.footerActions}>
            <Link href={listHref} className={getButtonClassName({ variant: 'secondary' })}>
              {t('cancel')}
            </Link>
            <Button onClick={submit} disabled={!savable} loading={saving}>
              {t('save')}
            </Button>
          </div>
        </div>
      </div>

      <UnitConversionDialog
        open={converting}
        onClose={() => setConverting(false)}
        onConvert={(convert) => {
          setValues(convert);
          setConverting(false);
        }}
      />
      <FoodFormResultDialogs
        open={result !== null}
        mode={mode}
        result={result}
        listHref={listHref}
        onClose={() => setResult(null)}
        onCreateAnother={startAnother}
      />
    </section>
  );
}
