// The tree runs one way: no import cycle in the API, lib or components, the API's layers import only
// downwards (routes → http → services → infra → db), as DESIGN.md draws them, lib never imports the React
// components above it, and the components hold no code that runs only on the server.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../import-graph';

/**
 * The API's parts, from the top: an import goes to a part ranked lower (a larger number) or within its own
 * folder. The entry points and standalone tools first; the base files (settings, domain errors, the log, the
 * event loop's turns) at the bottom, importable by all.
 */
const UPSTREAM_RANKS: [RegExp, number][] = [
  [/^upstream\/src\/server\.ts$/, -1],
  [/^upstream\/src\/app\.ts$/, 0],
  [/^upstream\/src\/(seed|oidc)\//, 0],
  [/^upstream\/src\/routes\//, 1],
  [/^upstream\/src\/(http|openapi)\//, 2],
  [/^upstream\/src\/deps\.ts$/, 3],
  [/^upstream\/src\/services\//, 4],
  [/^upstream\/src\/infra\//, 5],
  [/^upstream\/src\/db\//, 6],
  [/^upstream\/src\/(config|errors|log|secrets|event-loop)\.ts$/, 7],
];

function rankOf(file: string): { rank: number; folder: string } | null {
  const found = UPSTREAM_RANKS.find(([pattern]) => pattern.test(file));
  return found ? { rank: found[1], folder: file.split('/').slice(0, 3).join('/') } : null;
}

describe('the import graph', () => {
  const graph = importGraph(['upstream/src', 'lib', 'components']);

  it('has no cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const probe = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(probe)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('places every file of the API in a layer', () => {
    const unplaced = [...graph.keys()].filter((file) => file.startsWith('upstream/src/') && !rankOf(file));
    expect(unplaced).toEqual([]);
  });

  it('imports only downwards in the API', () => {
    const against: string[] = [];
    for (const [file, imports] of graph) {
      const from = rankOf(file);
      if (!from) continue;
      for (const target of imports) {
        const to = rankOf(target);
        if (!to || to.folder === from.folder) continue;
        if (to.rank <= from.rank) against.push(`${file} → ${target}`);
      }
    }
    expect(against).toEqual([]);
  });

  it('keeps lib below the components: no file of lib imports one of components', () => {
    const upwards = [...graph].flatMap(([file, imports]) =>
      file.startsWith('lib/') ? imports.filter((target) => target.startsWith('components/')) : [],
    );
    expect(upwards).toEqual([]);
  });

  it('keeps server-only code out of components (PDFs, file reads and upstream reads live in lib)', () => {
    // A type may be shared; a value import would bring the server's code into the component.
    const SERVER_ONLY =
      /^import (?!type )[^;]*?from '(node:[^']+|pdfkit|fontkit|server-only|next\/headers|@\/lib\/api\/server\/[^']*|@\/lib\/auth\/current-user)'/m;
    const serverOnly = [...graph.keys()].filter(
      (file) => file.startsWith('components/') && SERVER_ONLY.test(readFileSync(file, 'utf8')),
    );
    expect(serverOnly).toEqual([]);
  });

  it('leaves every path and every error code to the server: the rest imports an area of paths alone', () => {
    // Each whole table would ride with every page that reached it (lib/api/paths/index.ts, read-problem.ts).
    const WHOLE = ['lib/api/paths/index.ts', 'lib/api/read-problem.ts'];
    const reaching = [...graph].flatMap(([file, imports]) =>
      file.startsWith('lib/api/server/')
        ? []
        : imports.filter((target) => WHOLE.includes(target)).map((target) => `${file} → ${target}`),
    );
    expect(reaching).toEqual([]);
  });

  it('splits lib/api by where it runs: the browser and the shared files never import the server side', () => {
    const crossing = [...graph].flatMap(([file, imports]) =>
      file.startsWith('lib/api/') && !file.startsWith('lib/api/server/')
        ? imports
            .filter((target) => target.startsWith('lib/api/server/'))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(crossing).toEqual([]);
    const browserReachingServer = [...graph].flatMap(([file, imports]) =>
      file.startsWith('lib/api/server/')
        ? imports
            .filter((target) => target.startsWith('lib/api/browser/'))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(browserReachingServer).toEqual([]);
  });
});
