// What the PDFs can print: the characters their typeface draws (lib/pdf/pdf-font-coverage.ts). A character
// it lacks, such as an emoji, is left out of the PDF instead of coming out as a wrong glyph, and the editor
// warns when it saves text holding one. Line breaks and tabs are layout, not glyphs: always kept.
import { PDF_FONT_COVERAGE } from './pdf-font-coverage';

const LAYOUT = new Set([0x09, 0x0a, 0x0d]);

function isDrawn(point: number): boolean {
  let low = 0;
  let high = PDF_FONT_COVERAGE.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = PDF_FONT_COVERAGE[middle]!;
    if (point < first) high = middle - 1;
    else if (point > last) low = middle + 1;
    else return true;
  }
  return false;
}

export function isPrintable(character: string): boolean {
  const point = character.codePointAt(0) ?? 0;
  return LAYOUT.has(point) || isDrawn(point);
}

/** The characters of `text` the PDFs cannot print, each once, in the order they first appear. */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const character of text) if (!isPrintable(character)) found.add(character);
  return [...found];
}

// A noncharacter: never a glyph of any font, so it can stand for what was dropped.
const DROPPED = '\uFFFF';
/** Where a dropped character leaves no gap: the line's ends, and before punctuation. */
const CLOSES_GAP = /^[\n.,;:!?)\]]?$/;

/** `text` as the PDFs print it: without the characters they cannot, and without the gap one leaves. */
export function printableText(text: string): string {
  let marked = '';
  let dropped = false;
  for (const character of text) {
    const printable = isPrintable(character) && character !== DROPPED;
    marked += printable ? character : DROPPED;
    dropped ||= !printable;
  }
  if (!dropped) return text;
  return marked.replace(/( *)\uFFFF+( *)/g, (run: string, before: string, after: string, at: number) => {
    const previous = marked[at - 1] ?? '';
    const next = marked[at + run.length] ?? '';
    if (previous === '' || previous === '\n' || CLOSES_GAP.test(next)) return '';
    return before || after ? ' ' : '';
  });
}
