// Every page of the portal, signed in or not, loads no zod with its first JavaScript: zod's
// chunk and the contract's schemas are about 42 KB of gzip JavaScript a phone parses before the page
// answers a tap. Answers are read with readJson<T>, plain values from the contract's zod-free files
// (values.ts, error-codes.ts); a form loads its schema with import() when it is first used. A page that
// gains a static import of a schema drops out of this list with a reason in its commit.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport } from './helpers/client-namespaces';

const ZOD_FREE = [
  'app/(portal)/layout.tsx',
  'app/(portal)/home/page.tsx',
  'app/(portal)/dashboard/page.tsx',
  'app/(portal)/(care)/patients/page.tsx',
  'app/(portal)/(care)/patients/[id]/progress/page.tsx',
  'app/(portal)/(catalogue)/foodstuffs/page.tsx',
  'app/(portal)/(care)/appointments/page.tsx',
  'app/(portal)/(care)/patients/[id]/page.tsx',
  'app/(auth)/login/page.tsx',
  'app/(portal)/(care)/profile/page.tsx',
  'app/(portal)/(care)/patients/[id]/anthropometry/page.tsx',
  'app/(portal)/(care)/patients/[id]/anamnesis/page.tsx',
  'app/(portal)/(care)/patients/[id]/meal-plan/page.tsx',
  'app/(portal)/(care)/patients/[id]/consultations/page.tsx',
  'app/(portal)/(care)/appointments/[id]/page.tsx',
  'app/(portal)/(care)/finance/page.tsx',
  'app/(portal)/(care)/patients/[id]/access-trail/page.tsx',
  'app/(portal)/(catalogue)/create-foodstuff/page.tsx',
  'app/(portal)/(catalogue)/foodstuffs/[id]/editing/page.tsx',
  'app/(auth)/nutritionist-registration/page.tsx',
  'app/(auth)/forgot-password/page.tsx',
  'app/(auth)/reset-password/[token]/page.tsx',
  'app/connection-requests/acceptance-codes/[code]/page.tsx',
  'app/deletion-requests/cancellation-codes/[code]/page.tsx',
  'app/(auth)/layout.tsx',
  'app/(portal)/(care)/layout.tsx',
  'app/(portal)/(catalogue)/layout.tsx',
  'app/(portal)/dashboard/layout.tsx',
  'app/(portal)/error.tsx',
  'app/layout.tsx',
  'app/not-found.tsx',
  'app/global-error.tsx',
  'instrumentation-client.ts',
];

/** Imports kept at run time: not `import type`, nor braces holding only `type` names. */
function runtimeSpecifiers(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)]
    .filter((match) => {
      const names = /\{([^}]*)\}/.exec(match[1] ?? '')?.[1];
      const onlyTypes = names?.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()));
      return !(onlyTypes && !/^\s*(?:import|export)\s+\w+\s*,/.test(match[0]));
    })
    .map((match) => match[2] ?? '');
}

/** The chain of files from `entry` through client code to an import of zod, or null. */
function clientPathToZod(entry: string): string[] | null {
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean, chain: string[]): string[] | null => {
    const key = `${file}:${inClient}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    const client =
      inClient || /^\s*['"]use client['"]/.test(source) || file.endsWith('instrumentation-client.ts');
    for (const specifier of runtimeSpecifiers(source)) {
      if (client && (specifier === 'zod' || specifier.startsWith('zod/'))) return [...chain, file];
      const imported = resolveImport(file, specifier);
      const found = imported ? visit(imported, client, [...chain, file]) : null;
      if (found) return found;
    }
    return null;
  };
  return visit(path.resolve(entry), false, [])?.map((file) => path.relative('.', file)) ?? null;
}

describe('pages that load no zod up front', () => {
  it.each(ZOD_FREE)('%s: its client code reaches no zod', (entry) => {
    expect(clientPathToZod(entry)).toBeNull();
  });

  // No page imports a schema any more: a scratch page proves the tracer still finds one that does.
  it('finds zod where a form imports its schema, and not where it loads it with import()', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'client-zod-'));
    try {
      writeFileSync(path.join(dir, 'rule.ts'), "import { z } from 'zod';\nexport const rule = z.string();\n");
      writeFileSync(
        path.join(dir, 'form.tsx'),
        "'use client';\nimport { rule } from './rule';\nexport { rule };\n",
      );
      writeFileSync(
        path.join(dir, 'lazy-form.tsx'),
        "'use client';\nexport const load = () => import('./rule');\n",
      );
      writeFileSync(path.join(dir, 'page.tsx'), "import { rule } from './form';\nexport default rule;\n");
      writeFileSync(
        path.join(dir, 'lazy-page.tsx'),
        "import { load } from './lazy-form';\nexport default load;\n",
      );
      writeFileSync(
        path.join(dir, 'server-page.tsx'),
        "import { rule } from './rule';\nexport default rule;\n",
      );
      expect(clientPathToZod(path.join(dir, 'page.tsx'))?.map((file) => path.basename(file))).toEqual([
        'page.tsx',
        'form.tsx',
        'rule.ts',
      ]);
      expect(clientPathToZod(path.join(dir, 'lazy-page.tsx'))).toBeNull();
      expect(clientPathToZod(path.join(dir, 'server-page.tsx'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
