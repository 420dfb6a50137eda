import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAnthropometricRecords } from '@/components/anthropometry/use-anthropometric-records';
import type { AnthropometricRecordList } from '@/lib/api/contract';
import { mockApi } from './api-mock';

const list = { records: [], preferred_fat_equation: 'PETROSKI' } as unknown as AnthropometricRecordList;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useAnthropometricRecords: the preferred body-fat equation', () => {
  it('shows a choice at once and puts back the one before when the save is refused', async () => {
    mockApi((call) =>
      call.method === 'PUT'
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
        : undefined,
    );
    const { result } = renderHook(() => useAnthropometricRecords(9, list), { wrapper });
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = result.current.choosePreferredEquation('GUEDES').catch((error: unknown) => error);
    });
    await waitFor(() => expect(result.current.data?.preferred_fat_equation).toBe('GUEDES'));
    await act(async () => {
      expect(await saving).toMatchObject({ status: 503 });
    });
    expect(result.current.data?.preferred_fat_equation).toBe('PETROSKI');
  });

  it('sends two quick choices one after the other, and the last one stays', async () => {
    const sent: string[] = [];
    let releaseFirst: () => void = () => {};
    const { fetchMock } = mockApi(() => undefined);
    fetchMock.mockImplementation(async (_path: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { preferred_fat_equation: string };
      sent.push(body.preferred_fat_equation);
      if (sent.length === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const { result } = renderHook(() => useAnthropometricRecords(9, list), { wrapper });
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.choosePreferredEquation('GUEDES');
    });
    await waitFor(() => expect(sent).toEqual(['GUEDES']));
    act(() => {
      second = result.current.choosePreferredEquation('DURNIN_WOMERSLEY');
    });
    // The second waits for the first to be answered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual(['GUEDES']);
    releaseFirst();
    await act(async () => {
      await Promise.all([first, second]);
    });
    expect(sent).toEqual(['GUEDES', 'DURNIN_WOMERSLEY']);
    expect(result.current.data?.preferred_fat_equation).toBe('DURNIN_WOMERSLEY');
  });
});
