'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FoodThumbnail } from '@/components/foodstuffs/food-thumbnail';
import { useFoodstuffSearch, useRecentFoodstuffs } from '@/components/foodstuffs/use-foodstuffs';
import { UnknownNutrientsMark } from '@/components/nutrients/unknown-nutrients-mark';
import { SimplePaginator } from '@/components/ui/simple-paginator';
import { TextInput } from '@/components/ui/text-input';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import type { Foodstuff } from '@/lib/api/contract';
import { formatCalories, formatNumber } from '@/lib/format/numbers';
import { formatKnownValue } from '@/lib/format/partial-totals';
import { getUnitSymbolKey } from '@/lib/format/portions';
import styles from './meal-plan.module.css';
import { AllergenWarning, RecordedAllergens } from './patient-allergens';

/**
 * The catalogue search of 'Novo alimento' and 'Substituições' (10 a page, by name or brand, ranked for a
 * plan): one food is chosen among the results. Before anything is typed, 'Recentes' lists the foods she
 * planned last, where she has any. A food without a value of some nutrient is marked before it is chosen.
 * Mounted anew each time its dialog opens, so the search starts empty.
 */
export function FoodPicker({
  name,
  chosen,
  onChoose,
  nutritionistId = null,
  autoFocusSearch = false,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  chosen: Foodstuff | null;
  onChoose: (food: Foodstuff) => void;
  /** Whose 'Recentes' to offer; none without. */
  nutritionistId?: number | null;
  /** Focus the search when mounted: the next food after 'Adicionar e continuar'. */
  autoFocusSearch?: boolean;
}) {
  const t = useTranslations('MealPlan');
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(text, 300);
  const recent = useRecentFoodstuffs(nutritionistId);
  const recentFoods = recent.data?.recent.map((entry) => entry.foodstuff) ?? [];
  // Nothing typed: her recent foods, where she has some; otherwise (or if they cannot be read) the
  // catalogue's first page, asked only then.
  const showRecent = search.trim() === '' && recentFoods.length > 0;
  const recentSettled = nutritionistId === null || recent.data !== undefined || recent.error !== undefined;
  const { data, error, isLoading } = useFoodstuffSearch(search, page, !showRecent && recentSettled);
  const choice = (food: Foodstuff) => (
    <FoodChoice
      key={food.id}
      food={food}
      name={name}
      checked={chosen?.id === food.id}
      onChoose={() => onChoose(food)}
    />
  );
  return (
    <>
      <RecordedAllergens />
      <TextInput
        label={t('newFood.search')}
        helpText={t('newFood.searchHelp')}
        type="search"
        value={text}
        onValueChange={(value) => {
          setText(value);
          setPage(0);
        }}
        autoComplete="off"
        autoFocus={autoFocusSearch}
      />
      {showRecent ? (
        <fieldset className={styles.results}>
          <legend className={styles.resultsTitle}>{t('newFood.recent')}</legend>
          {recentFoods.map(choice)}
        </fieldset>
      ) : (
        <fieldset className={styles.results}>
          <legend className="visually-hidden">{t('newFood.results')}</legend>
          {error ? <p role="alert">{t('newFood.loadFailed')}</p> : null}
          {!error && data && data.content.length === 0 ? <p>{t('newFood.noResults')}</p> : null}
          {isLoading && !data ? <p aria-live="polite">…</p> : null}
          {data?.content.map(choice)}
        </fieldset>
      )}
      {!showRecent && data && data.total_pages > 1 ? (
        <SimplePaginator
          page={page + 1}
          totalPages={data.total_pages}
          onPageChange={(next) => setPage(next - 1)}
        />
      ) : null}
    </>
  );
}

/** One food to choose: its photo, name, energy per portion, unknown values and a recorded allergen. */
function FoodChoice({
  food,
  name,
  checked,
  onChoose,
}: {
  food: Foodstuff;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const t = useTranslations('MealPlan');
  return (
    <label className={styles.result} data-selected={checked || undefined}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      <FoodThumbnail url={food.photo_url} size={36} />
      <span className={styles.resultText}>
        <strong>{food.name}</strong>
        <small>
          {t('newFood.per', {
            calories: formatKnownValue(food.nutrition_information.calories, formatCalories),
            amount: food.unit_of_measurement === 'UNITS' ? '1' : formatNumber(food.baseline_weight),
            unit: t(getUnitSymbolKey(food.unit_of_measurement)),
          })}
        </small>
        <UnknownNutrientsMark values={food.nutrition_information} />
        <AllergenWarning foodName={food.name} />
      </span>
    </label>
  );
}
