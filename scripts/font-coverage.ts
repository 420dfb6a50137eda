// The code points both weights of the PDFs' typeface draw, read from the font files themselves, as ranges.
import * as fontkit from 'fontkit';
import { PDF_FONT_FILES } from '@/lib/pdf/pdf-font-files';

export function fontCoverage(): [number, number][] {
  const [regular, bold] = [PDF_FONT_FILES.regular, PDF_FONT_FILES.bold].map((file) => {
    const font = fontkit.openSync(file);
    if (!('characterSet' in font)) throw new Error(`${file} is a font collection, not one font`);
    return font;
  });
  const drawn = regular!.characterSet
    .filter((point) => bold!.hasGlyphForCodePoint(point))
    .sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of drawn) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}
