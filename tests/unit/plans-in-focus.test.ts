import { describe, expect, it } from 'vitest';
import type { MealPlanAdherence } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { type LoadPlansInFocus, loadPlansInFocus } from '@/lib/api/server/plans-in-focus-view';
import { buildPlansInFocusHref, readPlanTabParam } from '@/lib/lists/plans-in-focus';

const row = (id: number, adherence_status: MealPlanAdherence['adherence_status']): MealPlanAdherence => ({
  id,
  name: `Paciente ${id}`,
  photo_url: null,
  birth_date: null,
  physical_activity_factor: null,
  adherence_status,
  followed_days: adherence_status === 'FOLLOWED' ? 5 : 0,
  partial_days: 0,
  last_meal_date_time: null,
});

/** Patients on a plan held in memory, filtered and paged like the API does; the queries it was asked. */
function plansOf(statuses: MealPlanAdherence['adherence_status'][]) {
  const all = statuses.map((status, index) => row(index + 1, status));
  const queries: string[] = [];
  const load: LoadPlansInFocus = async (query) => {
    queries.push(query.toString());
    const adherence = query.get('adherence');
    const found = all.filter((patient) =>
      adherence === 'FOLLOWED'
        ? patient.adherence_status === 'FOLLOWED'
        : adherence === 'LOW'
          ? patient.adherence_status !== 'FOLLOWED'
          : true,
    );
    const page = Number(query.get('page'));
    const size = Number(query.get('size'));
    return {
      content: found.slice(page * size, (page + 1) * size),
      total_elements: found.length,
      total_pages: Math.ceil(found.length / size),
    };
  };
  return { load, queries };
}

describe('the home table in the URL', () => {
  it('reads the tab, falling back to Ver todos', () => {
    expect(readPlanTabParam('highlights')).toBe('highlights');
    expect(readPlanTabParam(['low', 'all'])).toBe('low');
    expect(readPlanTabParam('Destaques')).toBe('all');
    expect(readPlanTabParam(undefined)).toBe('all');
  });

  it('writes only what differs from the first page of Ver todos', () => {
    expect(buildPlansInFocusHref('/home', { tab: 'all', page: 1 })).toBe('/home');
    expect(buildPlansInFocusHref('/home', { tab: 'low', page: 1 })).toBe('/home?tab=low');
    expect(buildPlansInFocusHref('/home', { tab: 'highlights', page: 3 })).toBe(
      '/home?tab=highlights&page=3',
    );
  });
});

describe('loadPlansInFocus', () => {
  const statuses = [
    ...Array(9).fill('FOLLOWED'),
    ...Array(3).fill('NOT_FOLLOWED'),
    ...Array(2).fill('UNREGISTERED'),
  ] as MealPlanAdherence['adherence_status'][];

  it('asks for 8 a page, with each tab’s filter', async () => {
    const { load, queries } = plansOf(statuses);
    const all = await loadPlansInFocus(load, 'all', 2);
    expect(all).toMatchObject({ kind: 'list', page: 2, list: { total_elements: 14, total_pages: 2 } });
    const highlights = await loadPlansInFocus(load, 'highlights', 1);
    if (highlights.kind === 'list') expect(highlights.list.content).toHaveLength(8);
    const low = await loadPlansInFocus(load, 'low', 1);
    if (low.kind === 'list')
      expect(low.list.content.map((patient) => patient.id)).toEqual([10, 11, 12, 13, 14]);
    expect(queries).toEqual([
      'page=1&size=8',
      'page=0&size=8&adherence=FOLLOWED',
      'page=0&size=8&adherence=LOW',
    ]);
  });

  it('a page past the end shows the last page', async () => {
    const view = await loadPlansInFocus(plansOf(statuses).load, 'low', 4);
    expect(view).toMatchObject({ kind: 'list', page: 1 });
  });

  it('an upstream failure is the error state; anything else is a bug and is thrown', async () => {
    const failing: LoadPlansInFocus = async () => {
      throw new ApiProblem(503, 'UPSTREAM_UNAVAILABLE', 'fora do ar');
    };
    expect(await loadPlansInFocus(failing, 'all', 1)).toEqual({ kind: 'error' });
    const broken: LoadPlansInFocus = async () => {
      throw new TypeError('bug');
    };
    await expect(loadPlansInFocus(broken, 'all', 1)).rejects.toThrow(TypeError);
  });
});
