// The signed-in shell, the sign-in page and most care pages load no zod with their first JavaScript: its
// chunk and the contract's schemas are about 42 KB of gzip JavaScript a phone parses before the page
// answers a tap. Answers are read with readJson<T>, plain values from the contract's zod-free files
// (values.ts, error-codes.ts); a form loads its schema with import() when it is first used. A page that
// gains a static import of a schema drops out of this list with a reason in its commit.
import { readFileSync } from 'node:fs';
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
  'app/(portal)/(care)/patients/[id]/access-trail/page.tsx',
  'app/(portal)/(catalogue)/create-foodstuff/page.tsx',
  'app/(portal)/(catalogue)/foodstuffs/[id]/editing/page.tsx',
  'app/(auth)/nutritionist-registration/page.tsx',
  'app/(auth)/forgot-password/page.tsx',
  'app/(auth)/reset-password/[token]/page.tsx',
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

  it('finds zod where a form imports its schema', () => {
    expect(clientPathToZod('app/connection-requests/acceptance-codes/[code]/page.tsx')).not.toBeNull();
  });
});
