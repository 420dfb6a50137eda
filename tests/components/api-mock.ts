// A fetch stand-in for client components: answers by method and path, and records every call.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * How long each answer takes. A real answer never comes in the same turn as the call; one that came at once
 * let a test read the screen before its data had arrived and still pass, except on a busy machine. Later
 * by this much, such a test fails every time.
 */
const ANSWER_DELAY_MS = 20;

export interface Answer {
  status?: number;
  json?: unknown;
  /** Holds the answer until it settles: for a test that acts while an answer is on its way. */
  heldUntil?: Promise<unknown>;
}

type Handler = (call: RecordedCall) => Answer | undefined;

/** What an answer is held until (its heldUntil): nothing comes before the test calls `release`. */
export function answerGate() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

export function mockApi(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, json: { status: 404, code: 'NOT_FOUND', detail: 'x' } };
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
    await answer.heldUntil;
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.json ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
