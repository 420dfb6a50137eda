// upstream/src/http/json-stream.ts: a large answer written in chunks reads exactly as JSON.stringify
// writes it, and its end is told only once the reader has taken the last chunk.
import { describe, expect, it, vi } from 'vitest';
import { streamJson } from '@/upstream/src/http/json-stream';

const document = {
  generated_at: new Date('2025-03-10T15:00:00Z'),
  account: { id: 4, name: 'Ana "Lia" Souza', note: undefined },
  skipped: undefined,
  empty: [],
  anamneses: Array.from({ length: 300 }, (_, i) => ({ id: i, text: 'ç'.repeat(500), gone: undefined })),
  nothing: null,
};

async function readAll(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { chunks, text: Buffer.concat(chunks).toString('utf8') };
}

describe('streamJson', () => {
  it('writes what JSON.stringify writes, in several chunks', async () => {
    const { chunks, text } = await readAll(streamJson(document, { onEnd: async () => {} }));
    expect(text).toBe(JSON.stringify(document));
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('tells its end once, after the last chunk is read, or when the reader gives up', async () => {
    const onEnd = vi.fn(async () => {});
    const reader = streamJson({ small: [1, 2, 3] }, { onEnd }).getReader();
    expect((await reader.read()).done).toBe(false);
    expect(onEnd).not.toHaveBeenCalled();
    expect((await reader.read()).done).toBe(true);
    expect(onEnd).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn(async () => {});
    const second = streamJson(document, { onEnd: cancelled }).getReader();
    await second.read();
    await second.cancel();
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('says before each chunk that the answer is still being read', async () => {
    const onChunk = vi.fn(async () => {});
    const { chunks } = await readAll(streamJson(document, { onChunk, onEnd: async () => {} }));
    expect(onChunk).toHaveBeenCalledTimes(chunks.length);
  });
});
