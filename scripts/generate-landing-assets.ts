// Renders the public pages' raster images from the SVG sources with sharp:
//   npx tsx scripts/generate-landing-assets.ts
// Outputs are committed; next/image serves the illustration as AVIF or WebP at the size each screen needs.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { site } from '../lib/site';

type Image = ReturnType<typeof sharp>;

const root = fileURLToPath(new URL('../', import.meta.url));
const at = (path: string) => `${root}${path}`;

const brand = { primary: '#e8437a', primaryDark: '#b82a5a', soft: '#fde7ef' };

/** Rasterises an SVG at `scale` times its own size. */
async function renderSvg(svg: Buffer, scale: number): Promise<Image> {
  return sharp(svg, { density: 72 * scale });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function writePng(image: Image, path: string) {
  await image.png({ compressionLevel: 9, effort: 10 }).toFile(at(path));
  console.log('wrote', path);
}

/** The app icon on a full square (for iOS, which rounds corners itself, and for maskable icons). */
function squareIcon(iconSvg: string, glyphScale: number): Buffer {
  const glyphs = iconSvg
    .replace(/<svg[^>]*>/, '')
    .replace('</svg>', '')
    .replace(/<rect[^>]*\/>/, '');
  const offset = (64 - 64 * glyphScale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" fill="${brand.primary}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${glyphScale})">${glyphs}</g></svg>`,
  );
}

async function generateIcons() {
  const iconSvg = await readFile(at('app/icon.svg'), 'utf8');
  const icon = Buffer.from(iconSvg);
  await writePng((await renderSvg(squareIcon(iconSvg, 1), 180 / 64)).resize(180, 180), 'app/apple-icon.png');
  await writePng((await renderSvg(icon, 192 / 64)).resize(192, 192), 'public/landing/icon-192.png');
  await writePng((await renderSvg(icon, 512 / 64)).resize(512, 512), 'public/landing/icon-512.png');
  // Maskable icons keep their artwork inside the central 80 % safe zone.
  await writePng(
    (await renderSvg(squareIcon(iconSvg, 0.72), 512 / 64)).resize(512, 512),
    'public/landing/icon-maskable-512.png',
  );
}

/** Illustrations shown through next/image (the hero one is drawn inline instead, see inline-art.tsx). */
async function generateIllustrations() {
  const svg = await readFile(at('components/landing/art/nutritionist.svg'));
  // Twice the largest displayed width, for high-density screens.
  await writePng(await renderSvg(svg, 2), 'public/landing/nutritionist.png');
}

async function generateOpenGraphImage() {
  const messages = JSON.parse(await readFile(at('messages/pt-BR.json'), 'utf8'));
  const { headline, tagline } = messages.Landing.og as { headline: string; tagline: string };
  const alt = (messages.Landing.meta.ogImageAlt as string).replace('{productName}', site.productName);
  const width = 1200;
  const height = 630;
  const lines = headline.split('\n');
  const background = Buffer.from(`
    <svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"
      font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
      <defs>
        <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="${brand.primaryDark}"/>
          <stop offset="1" stop-color="${brand.primary}"/>
        </linearGradient>
      </defs>
      <rect width="${width}" height="${height}" fill="url(#bg)"/>
      <circle cx="930" cy="330" r="300" fill="#ffffff" opacity="0.12"/>
      <g transform="translate(80 80)">
        <rect width="72" height="72" rx="18" fill="#ffffff"/>
        <g transform="translate(4 4)">
          <path fill="${brand.primary}" d="M15 49c-3-19 9-33 35-35 3 23-11 36-35 35z"/>
          <path fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" d="M17 47c6-10 13-17 24-24"/>
          <circle cx="46" cy="46" r="6" fill="${brand.soft}"/>
        </g>
        <text x="96" y="54" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(site.productName)}</text>
      </g>
      ${lines
        .map(
          (line, index) =>
            `<text x="80" y="${280 + index * 62}" font-size="50" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
        )
        .join('')}
      ${tagline
        .split('\n')
        .map(
          (line, index) =>
            `<text x="80" y="${280 + lines.length * 62 + 24 + index * 36}" font-size="26" fill="${brand.soft}">${escapeXml(line)}</text>`,
        )
        .join('')}
    </svg>`);
  const phone = await (await renderSvg(await readFile(at('components/landing/art/hero.svg')), 1))
    .resize({ height: 560 })
    .png()
    .toBuffer();
  await writePng(
    sharp(background).composite([{ input: phone, left: width - 490, top: 40 }]),
    'app/opengraph-image.png',
  );
  await writeFile(at('app/opengraph-image.alt.txt'), alt);
  console.log('wrote app/opengraph-image.alt.txt');
}

await generateIcons();
await generateIllustrations();
await generateOpenGraphImage();
