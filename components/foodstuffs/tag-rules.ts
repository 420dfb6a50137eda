// Tags of a new image (spec 1 §5): typing a comma commits the first trimmed piece; repeats are ignored.
import { MAX_TAGS, TAG_MAX_LENGTH } from '@/lib/api/contract/values';

export interface TagInputState {
  tags: string[];
  /** What stays in the box after the comma. */
  text: string;
}

function sameTag(a: string, b: string): boolean {
  return a.localeCompare(b, 'pt-BR', { sensitivity: 'accent' }) === 0;
}

/** Adds a tag unless it is empty, a repeat (ignoring case) or one too many. */
export function addTag(tags: readonly string[], candidate: string): string[] {
  const tag = candidate.trim().slice(0, TAG_MAX_LENGTH);
  if (tag === '' || tags.length >= MAX_TAGS || tags.some((existing) => sameTag(existing, tag)))
    return [...tags];
  return [...tags, tag];
}

/** The box's new text: every comma commits the piece before it. */
export function typeTagText(state: TagInputState, typed: string): TagInputState {
  if (!typed.includes(',')) return { tags: state.tags, text: typed };
  const pieces = typed.split(',');
  const rest = pieces.pop() ?? '';
  const tags = pieces.reduce<string[]>((current, piece) => addTag(current, piece), state.tags);
  return { tags, text: rest.trimStart() };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}
