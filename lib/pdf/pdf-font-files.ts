// Where the PDFs' typeface lies: Inter (OFL-1.1, the portal's own typeface) as the static TTFs of the
// inter-font package, which pdfkit embeds. From the working directory, as `npm start` and the image run the
// portal; next.config.ts has the standalone build copy them.
import { join } from 'node:path';

const FONT_DIR = join(process.cwd(), 'node_modules', 'inter-font', 'ttf');

export const PDF_FONT_FILES = {
  regular: join(FONT_DIR, 'Inter-Regular.ttf'),
  bold: join(FONT_DIR, 'Inter-Bold.ttf'),
} as const;
