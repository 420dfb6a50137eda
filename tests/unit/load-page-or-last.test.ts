import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/api/contract';
import { loadPageOrLast, loadReadablePageOrLast } from '@/lib/api/server/load-page-or-last';

/** Pages of 2 over `total` items; `reads` counts the calls. */
function pages(total: number) {
  const reads: number[] = [];
  const read = async (page: number): Promise<Page<number>> => {
    reads.push(page);
    const content = Array.from({ length: total }, (_, index) => index).slice((page - 1) * 2, page * 2);
    return { content, total_elements: total, total_pages: Math.ceil(total / 2) } as Page<number>;
  };
  return { read, reads };
}

describe('loading a page of a list', () => {
  it('answers the page asked for, or the last one for a page past the end', async () => {
    const list = pages(5);
    expect(await loadPageOrLast(list.read, 2)).toMatchObject({ page: 2, list: { content: [2, 3] } });
    expect(await loadPageOrLast(list.read, 9)).toMatchObject({ page: 3, list: { content: [4] } });
  });

  it('answers null for a list the caller may not read, and reads the first page only once', async () => {
    expect(await loadReadablePageOrLast(async () => null, 1)).toBeNull();
    const list = pages(5);
    expect(await loadReadablePageOrLast(list.read, 2)).toMatchObject({ page: 2, list: { content: [2, 3] } });
    expect(list.reads).toEqual([2]);
    expect(await loadReadablePageOrLast(list.read, 7)).toMatchObject({ page: 3, list: { content: [4] } });
  });

  it('takes the page the page already asked for instead of asking again, and asks only past the end', async () => {
    const list = pages(5);
    const asked = list.read(2);
    expect(await loadPageOrLast(list.read, 2, asked)).toMatchObject({ page: 2, list: { content: [2, 3] } });
    expect(list.reads).toEqual([2]);
    const late = list.read(9);
    expect(await loadPageOrLast(list.read, 9, late)).toMatchObject({ page: 3, list: { content: [4] } });
    expect(list.reads).toEqual([2, 9, 3]);
    expect(await loadReadablePageOrLast(list.read, 1, list.read(1))).toMatchObject({ page: 1 });
    expect(list.reads).toEqual([2, 9, 3, 1]);
  });
});
