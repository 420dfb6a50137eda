// What scripts/font-coverage.ts uses of fontkit (a dependency of pdfkit's, which ships no types).
declare module 'fontkit' {
  interface Font {
    characterSet: number[];
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
