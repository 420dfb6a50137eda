// lib/pdf/export-pdf-slots.ts: the portal draws a user's export PDF one at a time, and at most
// EXPORT_PDF_CONCURRENCY at once; a refusal is a problem the PDF route answers as its error page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configureServer } from './helpers/bff';

vi.mock('server-only', () => ({}));

let withExportPdfSlot: typeof import('@/lib/pdf/export-pdf-slots').withExportPdfSlot;

beforeAll(async () => {
  configureServer();
  process.env.EXPORT_PDF_CONCURRENCY = '2';
  ({ withExportPdfSlot } = await import('@/lib/pdf/export-pdf-slots'));
});

/** A drawing that lasts until `finish` is called. */
function pendingDrawing() {
  let finish: () => void = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('pdf');
  });
  return { draw: () => done, finish };
}

describe('withExportPdfSlot', () => {
  it('refuses a second drawing by the same user with 429 EXPORT_IN_PROGRESS and a Retry-After', async () => {
    const first = pendingDrawing();
    const running = withExportPdfSlot(1, first.draw);
    await expect(withExportPdfSlot(1, async () => 'again')).rejects.toMatchObject({
      status: 429,
      code: 'EXPORT_IN_PROGRESS',
      retryAfter: '5',
    });
    first.finish();
    await expect(running).resolves.toBe('pdf');
    await expect(withExportPdfSlot(1, async () => 'again')).resolves.toBe('again');
  });

  it('refuses past EXPORT_PDF_CONCURRENCY users at once with 503 SERVER_BUSY, and frees a slot that failed', async () => {
    const one = pendingDrawing();
    const two = pendingDrawing();
    const running = [withExportPdfSlot(1, one.draw), withExportPdfSlot(2, two.draw)];
    await expect(withExportPdfSlot(3, async () => 'third')).rejects.toMatchObject({
      status: 503,
      code: 'SERVER_BUSY',
      retryAfter: '5',
    });
    one.finish();
    await running[0];
    await expect(
      withExportPdfSlot(3, async () => {
        throw new Error('upstream down');
      }),
    ).rejects.toThrow('upstream down');
    await expect(withExportPdfSlot(4, async () => 'fourth')).resolves.toBe('fourth');
    two.finish();
    await running[1];
  });
});
