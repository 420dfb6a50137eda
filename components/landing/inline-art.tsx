import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An illustration from components/landing/art drawn inline: no request, crisp at every density, and — not
 * being an image element — never the page's Largest Contentful Paint, so the headline paints first.
 * The page's own font replaces the system font the file names for rasterising it in scripts/.
 */
function readArt(name: string): string {
  return readFileSync(join(process.cwd(), 'components/landing/art', `${name}.svg`), 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\sfont-family="[^"]*"/, '')
    .replace(/<svg /, '<svg aria-hidden="true" focusable="false" ')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();
}

const hero = readArt('hero');

export function HeroArt({ label, className }: { label: string; className?: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is our own SVG file, read at build time.
    <div className={className} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: hero }} />
  );
}
