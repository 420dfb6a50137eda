// Each page hands the browser only the namespaces its client components read (components/i18n/client-messages.tsx):
// a namespace missing here would show the message's key instead of its text, so every layout, page,
// error and loading file of the App Router is checked against the client code its imports reach.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/pt-BR.json';
import { clientNamespacesOf, providedNamespacesOf } from './helpers/client-namespaces';

const ROUTE_FILES = new Set(['layout.tsx', 'page.tsx', 'error.tsx', 'loading.tsx', 'not-found.tsx']);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** The route file whose provider reaches a route file: itself if it has one, else its nearest layout's. */
function providerFileOf(file: string): string | null {
  if (providedNamespacesOf(file)) return file;
  let dir = path.dirname(file);
  // A layout sits under its parent folder's layout; a page, error or loading file under its own folder's.
  if (path.basename(file) === 'layout.tsx') dir = path.dirname(dir);
  while (dir.startsWith('app')) {
    const layout = path.join(dir, 'layout.tsx');
    if (existsSync(layout) && providedNamespacesOf(layout)) return layout;
    dir = path.dirname(dir);
  }
  return null;
}

/** What the nearest provider above a route file hands down. */
function providedAbove(file: string): string[] | null {
  const provider = providerFileOf(file);
  return provider ? providedNamespacesOf(provider) : null;
}

describe('the messages each page hands the browser', () => {
  const files = filesUnder('app', (name) => ROUTE_FILES.has(name));

  it.each(files)('%s: every namespace its client components read reaches them', (file) => {
    const { namespaces, unnamed } = clientNamespacesOf(file);
    expect(unnamed, 'client components name their namespace').toEqual([]);
    const provided = new Set(providedAbove(file) ?? []);
    expect([...namespaces].filter((name) => !provided.has(name)).sort()).toEqual([]);
  });

  // A namespace nobody below reads is serialised into every answer of those pages all the same.
  it.each(files.filter((file) => providedNamespacesOf(file)))(
    '%s: hands over no namespace that no client component below it reads',
    (provider) => {
      const reached = files.filter((file) => providerFileOf(file) === provider);
      const read = new Set(reached.flatMap((file) => [...clientNamespacesOf(file).namespaces]));
      expect((providedNamespacesOf(provider) ?? []).filter((name) => !read.has(name)).sort()).toEqual([]);
    },
  );

  it('names only namespaces that exist', () => {
    const named = files.flatMap((file) => providedNamespacesOf(file) ?? []);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !(name in messages))).toEqual([]);
  });

  it('never hands over every message', () => {
    const isComponent = (name: string) => name.endsWith('.tsx');
    const sources = [...filesUnder('app', isComponent), ...filesUnder('components', isComponent)].map(
      (file) => readFileSync(file, 'utf8'),
    );
    const everything = sources.filter((source) =>
      /<NextIntlClientProvider(?![^>]*messages=)[^>]*>/.test(source),
    );
    expect(everything).toEqual([]);
  });
});
