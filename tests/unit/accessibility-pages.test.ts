import { describe, expect, it } from 'vitest';
import { routeTable } from '@/lib/routes';
import { accessibilityVisits, routesWithoutPage, viewerAudience } from '@/tests/e2e/accessibility-pages';

describe('the accessibility walk covers lib/routes.ts', () => {
  it('visits every page of the route table (a new page must be added to tests/e2e/accessibility-pages.ts)', () => {
    const visited = new Set([
      ...accessibilityVisits.map((visit) => visit.pattern),
      ...Object.keys(routesWithoutPage),
    ]);
    const missing = routeTable.map((rule) => rule.pattern).filter((pattern) => !visited.has(pattern));
    expect(missing).toEqual([]);
  });

  it('visits each signed-in page as every audience allowed in, and only as those', () => {
    for (const rule of routeTable) {
      if (rule.access.kind !== 'member' || rule.pattern in routesWithoutPage) continue;
      const viewers = accessibilityVisits
        .filter((visit) => visit.pattern === rule.pattern)
        .map((visit) => (visit.viewer === 'guest' ? 'guest' : viewerAudience[visit.viewer]));
      expect([...new Set(viewers)].sort(), rule.pattern).toEqual([...rule.access.audiences].sort());
    }
  });

  it('lists no page the route table does not have', () => {
    const patterns = new Set(routeTable.map((rule) => rule.pattern));
    const unknown = accessibilityVisits
      .map((visit) => visit.pattern)
      .filter((pattern) => !patterns.has(pattern));
    expect(unknown).toEqual([]);
  });
});
