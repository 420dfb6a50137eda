// What a save checks of the draft's content: the create request's schema (times, notes, dates), less the
// ids the screen adds. Loaded when the editor opens, not with the page: zod and the schemas are no part of
// the plan's page until then.
type DraftContentSchema = Awaited<ReturnType<typeof importDraftContentSchema>>;

export type { DraftContentSchema };

async function importDraftContentSchema() {
  const { createMealPlanRequestSchema } = await import('@/lib/api/contract/meal-plans');
  return createMealPlanRequestSchema.omit({ nutritionist_id: true, patient_id: true });
}

let loading: Promise<DraftContentSchema> | null = null;

/** The schema, loaded once; rejects when it cannot load (no connection), and a later call tries again. */
export function loadDraftContentSchema(): Promise<DraftContentSchema> {
  if (!loading) {
    loading = importDraftContentSchema();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
