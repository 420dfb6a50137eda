// A server component that imports a value other than a component from a 'use client' module gets a client
// reference in its place, not the value: /patients asked the API for `size=<reference>` and was refused
// with 400 on every render. Such values live in a module both sides import.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts and .tsx file under `folder`. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

const isClientModule = (text: string) => /^\s*(?:\/\/[^\n]*\n\s*)*['"]use client['"]/.test(text);

/** The file an '@/…' import names, if it is one of ours. */
function resolve(specifier: string): string | undefined {
  const base = specifier.replace(/^@\//, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
}

describe('server modules and client modules', () => {
  it('takes only components from a client module into server code', () => {
    const wrong: string[] = [];
    for (const file of [...sourcesUnder('app'), ...sourcesUnder('lib/api/server')]) {
      const text = readFileSync(file, 'utf8');
      if (isClientModule(text)) continue;
      for (const [, names = '', specifier = ''] of text.matchAll(
        /import\s+\{([^}]+)\}\s+from\s+'(@\/[^']+)'/g,
      )) {
        const target = resolve(specifier);
        if (!target || !isClientModule(readFileSync(target, 'utf8'))) continue;
        for (const name of names.split(',').map((each) => each.trim().replace(/^type\s+/, ''))) {
          // A component (PascalCase, not a CONSTANT) crosses as a reference, which is what it should.
          if (name && !/^[A-Z][a-z]/.test(name) && !names.includes(`type ${name}`))
            wrong.push(`${file}: ${name} from ${specifier}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
