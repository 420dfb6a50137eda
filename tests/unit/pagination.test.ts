import { describe, expect, it } from 'vitest';
import { clampPage, getPageBlock, SHORT_PAGE_BLOCK_SIZE } from '@/lib/rules/pagination';

describe('clampPage', () => {
  it('loads the last page when the requested one is past the end', () => {
    expect(clampPage(9, 4)).toBe(4);
  });

  it('keeps a page inside the range', () => {
    expect(clampPage(3, 4)).toBe(3);
  });

  it('never goes below the first page', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(-2, 4)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
});

describe('getPageBlock', () => {
  it('shows 10 page numbers per block', () => {
    expect(getPageBlock(1, 25)).toEqual({
      pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      previousBlockPage: null,
      nextBlockPage: 11,
    });
    expect(getPageBlock(10, 25).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('moves to the block that holds the page', () => {
    expect(getPageBlock(11, 25)).toEqual({
      pages: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      previousBlockPage: 10,
      nextBlockPage: 21,
    });
  });

  it('shortens the last block', () => {
    expect(getPageBlock(23, 25)).toEqual({
      pages: [21, 22, 23, 24, 25],
      previousBlockPage: 20,
      nextBlockPage: null,
    });
  });

  it('has no block jumps when everything fits', () => {
    expect(getPageBlock(2, 3)).toEqual({ pages: [1, 2, 3], previousBlockPage: null, nextBlockPage: null });
  });

  it('shows 5 links in the short variant', () => {
    expect(getPageBlock(7, 12, SHORT_PAGE_BLOCK_SIZE)).toEqual({
      pages: [6, 7, 8, 9, 10],
      previousBlockPage: 5,
      nextBlockPage: 11,
    });
  });

  it('uses the last page when the page is past the end', () => {
    expect(getPageBlock(40, 12).pages).toEqual([11, 12]);
  });

  it('is empty when there are no pages', () => {
    expect(getPageBlock(1, 0)).toEqual({ pages: [], previousBlockPage: null, nextBlockPage: null });
  });
});
