// The nutritionist's home reads its cards and its table's page in one API call (startNutritionistHomeReads).
// When that call fails, the cards say they are missing (null) and the table says its own error; anything
// that is not an API problem still breaks the page, as before.
import { describe, expect, it, vi } from 'vitest';
import { ApiProblem } from '@/lib/api/errors';

vi.mock('server-only', () => ({}));
const getNutritionistDashboard = vi.fn();
vi.mock('@/lib/api/server/dashboards', () => ({ getNutritionistDashboard }));
vi.mock('@/lib/api/server/nutritionists', () => ({ getDismissalsOrNone: async () => [] }));
vi.mock('@/lib/api/server/users', () => ({}));
vi.mock('@/lib/api/server/prefetch', () => ({}));
const listTodayAppointments = vi.fn(async () => [] as unknown[]);
vi.mock('@/lib/api/server/appointments', () => ({ listTodayAppointments }));

const { startNutritionistHomeReads } = await import('@/lib/api/server/home-reads');

const page = { content: [], total_elements: 0, total_pages: 0 };
const dashboard = {
  date: '2026-11-26',
  appointments_today: 2,
  new_patients: 1,
  new_patients_days: 30,
  meal_plan_adherence: { patients: 0, days: 0, followed_days: 0, percentage: null, week_days: 7 },
  meal_plans_in_focus: page,
};

describe('startNutritionistHomeReads', () => {
  it("asks once, with the tab's page, and hands the cards and the table their parts", async () => {
    getNutritionistDashboard.mockReset().mockResolvedValueOnce(dashboard);
    const reads = startNutritionistHomeReads(7, 'low', 2);
    expect(getNutritionistDashboard).toHaveBeenCalledTimes(1);
    const [id, query] = getNutritionistDashboard.mock.calls[0] as [number, URLSearchParams];
    expect(id).toBe(7);
    expect(Object.fromEntries(query)).toMatchObject({ page: '1', adherence: 'LOW' });
    expect(await reads.dashboard).toBe(dashboard);
    expect(await reads.plans).toEqual({ kind: 'list', list: page, page: 2 });
  });

  it('when the API refuses, the cards are missing and the table says its error', async () => {
    const problem = new ApiProblem(0, 'UPSTREAM_ERROR', 'no answer');
    getNutritionistDashboard.mockReset().mockRejectedValueOnce(problem);
    const reads = startNutritionistHomeReads(7, 'all', 1);
    expect(await reads.dashboard).toBeNull();
    expect(await reads.plans).toEqual({ kind: 'error' });
  });

  it('a failure that is no API problem is not hidden as missing cards', async () => {
    const bug = new TypeError('broken');
    getNutritionistDashboard.mockReset().mockRejectedValueOnce(bug);
    const reads = startNutritionistHomeReads(7, 'all', 1);
    await expect(reads.dashboard).rejects.toBe(bug);
    await expect(reads.plans).rejects.toBe(bug);
  });

  it("reads today's consultations beside the cards; a refusal leaves them missing, not empty", async () => {
    getNutritionistDashboard.mockReset().mockResolvedValue(dashboard);
    const today = [{ id: 3 }];
    listTodayAppointments.mockReset().mockResolvedValueOnce(today);
    const before = Date.now();
    const reads = startNutritionistHomeReads(7, 'all', 1);
    expect(listTodayAppointments).toHaveBeenCalledWith(7, expect.any(Number));
    const read = await reads.today;
    expect(read?.appointments).toBe(today);
    expect(read?.now).toBeGreaterThanOrEqual(before);

    listTodayAppointments.mockRejectedValueOnce(new ApiProblem(0, 'UPSTREAM_ERROR', 'no answer'));
    expect(await startNutritionistHomeReads(7, 'all', 1).today).toBeNull();
  });
});
