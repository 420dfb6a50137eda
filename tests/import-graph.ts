// The tree's import graph, read from the source: every `import … from`, `export … from` and `import()` of
// a file of ours (type-only imports included: a cycle of types is still a cycle for whoever reads them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** Each file of `folders` (relative to the repository) with the files of ours it imports, all relative. */
export function importGraph(folders: string[]): Map<string, string[]> {
  const files = folders.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | null => {
    if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return null;
    const base = specifier.startsWith('@/')
      ? path.join(ROOT, specifier.slice(2))
      : path.resolve(path.dirname(from), specifier);
    const candidates = [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
      path.join(base, 'index.tsx'),
    ];
    return candidates.find((candidate) => known.has(candidate)) ?? null;
  };
  const relative = (file: string) => path.relative(ROOT, file);
  return new Map(
    files.map((file) => {
      const imported = [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
        const target = resolve(file, match[1] ?? match[2]!);
        return target ? [relative(target)] : [];
      });
      return [relative(file), [...new Set(imported)]];
    }),
  );
}

/** The graph's cycles: each strongly connected group of two files or more (Tarjan's algorithm). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
