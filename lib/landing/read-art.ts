import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An illustration from components/landing/art as compact inline markup, read at build time (getStaticProps).
 * The page's own font replaces the system font the file names for rasterising it in scripts/.
 */
export function readArt(name: 'hero'): string {
  return readFileSync(join(process.cwd(), 'components/landing/art', `${name}.svg`), 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\sfont-family="[^"]*"/, '')
    .replace(/<svg /, '<svg aria-hidden="true" focusable="false" ')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();
}
