// The route groups of app/(portal) and the route table must agree: every page of a group is in
// lib/routes.ts for exactly the audiences its group's layout checks.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute, routeGroupAudiences } from '@/lib/routes';

const PORTAL = path.resolve('app/(portal)');
const FOLDERS: Record<keyof typeof routeGroupAudiences, string> = {
  care: '(care)',
  catalogue: '(catalogue)',
  dashboard: 'dashboard',
};

/** Every page under a folder, as the URL pattern lib/routes.ts spells it (/patients/:id, …). */
async function pagePatterns(folder: string): Promise<string[]> {
  const files = await readdir(path.join(PORTAL, folder), { recursive: true });
  return files
    .filter((file) => file === 'page.tsx' || file.endsWith(`${path.sep}page.tsx`))
    .map((file) => {
      const segments = path
        .join(folder, path.dirname(file))
        .split(path.sep)
        .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment))
        .map((segment) => segment.replace(/^\[(.+)\]$/, ':$1'));
      return `/${segments.join('/')}`;
    });
}

describe('route groups by audience', () => {
  for (const [group, folder] of Object.entries(FOLDERS) as [keyof typeof FOLDERS, string][]) {
    it(`${folder}: its layout checks routeGroupAudiences.${group}, and the route table agrees for every page`, async () => {
      const layout = await readFile(path.join(PORTAL, folder, 'layout.tsx'), 'utf8');
      expect(layout).toContain(`requireAudience(routeGroupAudiences.${group})`);
      const patterns = await pagePatterns(folder);
      expect(patterns.length).toBeGreaterThan(0);
      for (const pattern of patterns) {
        const rule = findRoute(pattern.replace(/:(\w+)/g, '1'));
        expect(rule?.pattern, pattern).toBe(pattern);
        expect(rule?.access, pattern).toEqual({ kind: 'member', audiences: routeGroupAudiences[group] });
      }
    });
  }

  it('leaves no page of a single audience outside a group', async () => {
    const loose = (await readdir(PORTAL, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !/^\(.*\)$/.test(entry.name) && entry.name !== 'dashboard')
      .map((entry) => entry.name);
    // /home is every audience's landing page; it picks what to show by audience itself.
    expect(loose).toEqual(['home']);
  });
});
