// What the printed meal plan shows, every text already in Portuguese (build-pdf-model.ts fills it).
export interface MealPlanPdfModel {
  productName: string;
  title: string;
  lines: string[];
  /** Calories (in the columns, the foods and the totals) are null when the plan hides the numbers from the PDF. */
  columns: { food: string; quantity: string; calories: string | null };
  periods: {
    name: string;
    /** 'HH:MM', beside the name, or null. */
    time: string | null;
    notesTitle: string;
    notes: string | null;
    /** `substitutions`: 'ou: {food} – {portion}', printed under the food. */
    foods: { name: string; portion: string; calories: string | null; substitutions: string[] }[];
    total: {
      label: string;
      calories: string;
      /** 'total parcial: …' when the period's energy met foods without a value. */
      note: string | null;
    } | null;
  }[];
  /** The day's energy and macronutrients, or null when the plan hides the numbers from the PDF. */
  day: { title: string; totals: { label: string; value: string; note: string | null }[] } | null;
  /** The day's nutrients against the DRIs: the nutritionist's copy, or the patient's when she chooses. */
  nutrients: {
    title: string;
    /** The life stage the references are read for, or why there are none. */
    caption: string;
    columns: string[];
    rows: string[][];
    notes: string[];
  } | null;
  /** 'Orientações gerais', after everything else, when the plan has any. */
  guidance: { title: string; text: string } | null;
  footer: string;
}
