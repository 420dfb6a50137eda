// A Turbopack loader (next.config.ts) that turns a TypeScript entry into one self-contained, minified browser
// script. Turbopack emits a file referenced with `new URL('./entry.ts', import.meta.url)` as a static asset
// named after its content hash; this loader is what makes that asset the bundled script instead of the raw
// source.
import { resolve } from 'node:path';
import { build } from 'esbuild';

interface LoaderContext {
  resourcePath: string;
  async(): (error: Error | null, content?: string) => void;
  addDependency(file: string): void;
}

export default function browserScriptLoader(this: LoaderContext): void {
  const done = this.async();
  build({
    entryPoints: [this.resourcePath],
    bundle: true,
    minify: true,
    format: 'esm',
    // The browsers Next.js builds its own client code for (its default browserslist).
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    legalComments: 'none',
    write: false,
    metafile: true,
  })
    .then((result) => {
      for (const input of Object.keys(result.metafile.inputs)) this.addDependency(resolve(input));
      const [output] = result.outputFiles;
      if (!output) throw new Error(`esbuild produced no output for ${this.resourcePath}`);
      done(null, output.text);
    })
    .catch((error: Error) => done(error));
}
