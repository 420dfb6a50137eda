import type { Page } from '../contract';

/**
 * Loads a 1-based page of a server-rendered list; a page past the end (an old link, a shorter search,
 * another tab) loads the last page instead. Answers the list and the page it holds. `asked` is the
 * requested page's read when the page already started it (readAs), so it is not asked twice.
 */
export async function loadPageOrLast<T>(
  load: (page: number) => Promise<Page<T>>,
  page: number,
  asked?: Promise<Page<T>>,
): Promise<{ list: Page<T>; page: number }> {
  const list = await (asked ?? load(page));
  if (list.total_pages === 0 || page <= list.total_pages) return { list, page };
  return { list: await load(list.total_pages), page: list.total_pages };
}

/**
 * The same for a list that may not be the caller's to read (`read` answers null, as for another
 * nutritionist's patient): null then, else the page or the last one.
 */
export async function loadReadablePageOrLast<T>(
  read: (page: number) => Promise<Page<T> | null>,
  page: number,
  asked?: Promise<Page<T> | null>,
): Promise<{ list: Page<T>; page: number } | null> {
  const first = await (asked ?? read(page));
  if (!first) return null;
  return loadPageOrLast(
    async (target) => (target === page ? first : ((await read(target)) as Page<T>)),
    page,
  );
}
