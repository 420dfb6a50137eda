// A Turbopack loader (next.config.ts) that turns a module exporting one namespace of messages/pt-BR.json
// into that namespace alone, as data: bundled as written, the module would carry every message.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface LoaderContext {
  rootContext: string;
  getOptions(): { namespace: string; exportName: string };
  addDependency(file: string): void;
}

export default function messageNamespaceLoader(this: LoaderContext): string {
  const { namespace, exportName } = this.getOptions();
  const file = resolve(this.rootContext, 'messages/pt-BR.json');
  this.addDependency(file);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (!(namespace in messages)) throw new Error(`messages/pt-BR.json has no namespace ${namespace}`);
  return `export const ${exportName} = ${JSON.stringify(messages[namespace])};\n`;
}
