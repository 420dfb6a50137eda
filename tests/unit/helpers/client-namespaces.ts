// Which message namespaces a file's client components read, found by walking its imports: a file marked
// 'use client', and everything it imports, runs in the browser, where only the messages handed to the
// nearest NextIntlClientProvider exist.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve('.');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The modules a source imports at run time (type-only imports are erased). */
function runtimeImports(file: string, source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

const isClientModule = (source: string) => /^\s*['"]use client['"]/.test(source);

/** The first segment of every namespace that client code reachable from `entry` asks useTranslations for. */
export function clientNamespacesOf(entry: string): { namespaces: Set<string>; unnamed: string[] } {
  const namespaces = new Set<string>();
  const unnamed: string[] = [];
  const seen = new Map<string, boolean>();
  const visit = (file: string, inClient: boolean) => {
    if (seen.get(file) === true || (seen.has(file) && !inClient)) return;
    const source = readFileSync(file, 'utf8');
    const client = inClient || isClientModule(source);
    seen.set(file, client);
    if (client) {
      for (const match of source.matchAll(/useTranslations\(\s*(?:'([^'.]+)[^']*')?\s*\)/g)) {
        if (match[1]) namespaces.add(match[1]);
        else unnamed.push(path.relative(root, file));
      }
    }
    for (const imported of runtimeImports(file, source)) visit(imported, client);
  };
  visit(path.resolve(entry), false);
  return { namespaces, unnamed };
}

/** The namespaces a layout or page hands to the browser, or null when it hands none of its own. */
export function providedNamespacesOf(file: string): string[] | null {
  const source = readFileSync(file, 'utf8');
  const lists = [
    ...source.matchAll(/(?:<ClientMessages\s+namespaces=\{|withClientMessages\(\s*)\[([^\]]*)\]/g),
  ].map((match) => [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1] ?? ''));
  return lists.length === 0 ? null : lists.flat();
}
