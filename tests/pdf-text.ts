// The text of a PDF drawn with the standard fonts, as one string (the layout splits lines into runs), for tests:
// inflates the content streams and decodes the WinAnsi hex strings.
import { inflateSync } from 'node:zlib';

// WinAnsi is Windows-1252: Latin-1 plus typographic signs such as the en dash at 0x96.
const winAnsi = new TextDecoder('windows-1252');

export function extractPdfText(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString('latin1');
  const pieces: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '');
      pieces.push(hex.map((part) => winAnsi.decode(Buffer.from(part, 'hex'))).join(''));
    }
  }
  return pieces.join('');
}
