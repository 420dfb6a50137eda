// The text of a PDF, for tests: Poppler's pdftotext reads it in the order it was drawn (-raw), through the
// fonts' Unicode maps, as a reader's copy and paste would.
import { execFileSync } from 'node:child_process';

function pdftotext(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-nopgbrk', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
}

/** The text as one string: lines joined by one space, since where the layout wraps is not the test's concern. */
export function extractPdfText(pdf: Uint8Array): string {
  return pdftotext(pdf)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** The text line by line, as drawn. */
export function extractPdfLines(pdf: Uint8Array): string[] {
  return pdftotext(pdf).split('\n');
}
