import { describe, expect, it } from 'vitest';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { mealPlanPaths } from '@/lib/api/paths/meal-plans';
import { isProxiedRoute, viaProxy } from '@/lib/api/paths/proxy';

describe('isProxiedRoute', () => {
  const recent = mealPlanPaths.nutritionistRecentFoodstuffs.pattern;

  it('knows a browser call of the route, whatever its parameters', () => {
    expect(isProxiedRoute(recent, viaProxy(mealPlanPaths.nutritionistRecentFoodstuffs(7)))).toBe(true);
    expect(isProxiedRoute(recent, '/api/v1/nutritionists/1234/recent-foodstuffs')).toBe(true);
  });

  it("tells it apart from another route's call, a query, the upstream path and what is no path", () => {
    expect(isProxiedRoute(recent, '/api/v1/nutritionists/7/meal-plan-templates')).toBe(false);
    expect(isProxiedRoute(recent, '/api/v1/nutritionists/7/recent-foodstuffs?page=1')).toBe(false);
    expect(isProxiedRoute(recent, '/api/v1/nutritionists/7/8/recent-foodstuffs')).toBe(false);
    expect(isProxiedRoute(recent, '/v1/nutritionists/7/recent-foodstuffs')).toBe(false);
    expect(isProxiedRoute(cataloguePaths.foodstuffMeasures.pattern, '/api/v1/foodstuffs/1')).toBe(false);
    expect(isProxiedRoute(recent, ['/api/v1/nutritionists/7/recent-foodstuffs'])).toBe(false);
  });
});
