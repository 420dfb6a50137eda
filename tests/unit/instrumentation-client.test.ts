import { describe, expect, it } from 'vitest';
import { config } from 'zod';

describe('instrumentation-client', () => {
  it("turns zod's compiled parsers off without importing zod, for zod loaded before or after it", async () => {
    expect(config().jitless).not.toBe(true);
    await import('@/instrumentation-client');
    expect(config().jitless).toBe(true);
  });
});
