// Numeric paginators show page numbers in fixed blocks: 10 per block (spec 1 §4), 5 for the dashboard's
// user list (spec 1 §9). Pages here are 1-based, as shown to the user.

export const PAGE_BLOCK_SIZE = 10;
export const SHORT_PAGE_BLOCK_SIZE = 5;

/** Food photos the image selector shows a page (spec 1 §9). */
export const PHOTO_PAGE_SIZE = 30;

/** A requested page past the end becomes the last page; below 1 (or no pages at all) becomes 1. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

export interface PageBlock {
  /** The page numbers of the block that holds the current page. */
  pages: number[];
  /** Last page of the previous block, or null in the first block. */
  previousBlockPage: number | null;
  /** First page of the next block, or null in the last block. */
  nextBlockPage: number | null;
}

export function getPageBlock(
  page: number,
  totalPages: number,
  blockSize: number = PAGE_BLOCK_SIZE,
): PageBlock {
  if (totalPages < 1) return { pages: [], previousBlockPage: null, nextBlockPage: null };
  const size = Math.max(1, Math.floor(blockSize));
  const current = clampPage(page, totalPages);
  const first = Math.floor((current - 1) / size) * size + 1;
  const last = Math.min(first + size - 1, totalPages);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return {
    pages,
    previousBlockPage: first > 1 ? first - 1 : null,
    nextBlockPage: last < totalPages ? last + 1 : null,
  };
}
