// Lists inside a sentence, in pt-BR: 'energia, gorduras e sódio'. Written as Intl.ListFormat('pt-BR')
// writes a conjunction (tests/unit/lists.test.ts compares the two) but without it: a page's first Intl
// formatter costs the browser 30–100 ms of ICU's data, and the forms that name their missing fields render
// the list on their first paint.

/** 'a', 'a e b', 'a, b e c'. */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}
