// Search by typed words, shared by the catalogue, the brands and the patient list: every word typed must
// start a word of the text, in any order, ignoring accents, case and punctuation ('pao fran' finds
// 'Pão, trigo, francês'). Texts are compared through the database's search_words() (migration 0004), which
// leaves them as ' word word ', so ' fran' is the start of a word and ' pao ' a whole one.

import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, selectRows } from '../db/client';
import { searchVocabulary } from '../db/schema';
import { isOneTypoAway, MIN_CORRECTED_LENGTH } from './one-typo';

/** Each typed word with the words it may stand for: itself, plus the words one typo away when corrected. */
export type WordAlternatives = string[][];

/** More words than this add nothing but cost; the rest of a long text is ignored. */
const MAX_WORDS = 8;
const MAX_CORRECTIONS_PER_WORD = 5;

/**
 * Linking words people type that names often leave out ('pão de forma' for 'Pão, trigo, forma, integral'):
 * dropped when other words remain, which only widens what matches. 'com' and 'sem' stay: they tell
 * 'com pele' from 'sem pele'.
 */
const LINKING_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/** The typed text split into words exactly as the database folds names, without linking words. */
export async function typedWords(db: Db, text: string): Promise<string[]> {
  const [row] = await selectRows(
    db,
    sql`select search_words(${text}) as words`,
    z.object({ words: z.string().nullable() }),
  );
  const words = [...new Set((row?.words ?? '').split(' ').filter(Boolean))];
  const meaningful = words.filter((word) => !LINKING_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
}

export const asTyped = (words: string[]): WordAlternatives => words.map((word) => [word]);

/**
 * The words as typed, each word of five letters or more joined by the catalogue's words (food and brand
 * names) one typo away from it; null when no word has such a neighbour.
 */
export async function withOneTypo(db: Db, words: string[]): Promise<WordAlternatives | null> {
  const corrected = words.filter((word) => word.length >= MIN_CORRECTED_LENGTH && /^[a-z]+$/.test(word));
  if (corrected.length === 0) return null;
  const lengths = corrected.map((word) => word.length);
  const vocabulary = await selectRows(
    db,
    sql`select ${searchVocabulary.word} as word from ${searchVocabulary}
        where length(${searchVocabulary.word}) between ${Math.min(...lengths) - 1} and ${Math.max(...lengths) + 1}
        order by ${searchVocabulary.word}`,
    z.object({ word: z.string() }),
  );
  let changed = false;
  const alternatives = words.map((word) => {
    if (!corrected.includes(word)) return [word];
    const near = vocabulary
      .map((row) => row.word)
      .filter((candidate) => isOneTypoAway(word, candidate))
      .slice(0, MAX_CORRECTIONS_PER_WORD);
    if (near.length > 0) changed = true;
    return [word, ...near];
  });
  return changed ? alternatives : null;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The text (a search_words() value) has a word starting with one of the alternatives. */
export function startsAWord(words: SQL, alternatives: string[]): SQL {
  return sql.join(
    alternatives.map((word) => sql`${words} like ${`% ${escapeLike(word)}%`}`),
    sql` or `,
  );
}

/** Every typed word starts a word of the text (served by a trigram index on the search_words() expression). */
export function matchesEveryWord(words: SQL, typed: WordAlternatives): SQL {
  return sql.join(
    typed.map((alternatives) => sql`(${startsAWord(words, alternatives)})`),
    sql` and `,
  );
}

/**
 * The same test as a full-text query over to_tsvector('simple', words): '(feijao:* | fejao:*) & preto:*'.
 * Words hold only [a-z0-9], so they need no quoting.
 */
export function prefixQuery(typed: WordAlternatives): string {
  return typed.map((alternatives) => `(${alternatives.map((word) => `${word}:*`).join(' | ')})`).join(' & ');
}

/** The first word of a search_words() value. */
export const firstWordOf = (words: SQL) => sql`split_part(${words}, ' ', 2)`;

function inList(value: SQL, alternatives: string[]): SQL {
  return sql`${value} in (${sql.join(
    alternatives.map((word) => sql`${word}`),
    sql`, `,
  )})`;
}

/** The text's first word is the first word typed (or one of its alternatives): the best-ranked matches. */
export function firstWordIsFirstTyped(words: SQL, typed: WordAlternatives): SQL {
  return inList(firstWordOf(words), typed[0] ?? []);
}

/** How many typed words are whole words of the text. */
function wholeWordCount(words: SQL, typed: WordAlternatives): SQL {
  return sql.join(
    typed.map(
      (alternatives) =>
        sql`(${sql.join(
          alternatives.map((word) => sql`${words} like ${`% ${escapeLike(word)} %`}`),
          sql` or `,
        )})::int`,
    ),
    sql` + `,
  );
}

/**
 * The ranking: texts whose first word is the first word typed, then (where the caller has one) its own
 * preference, lowest first, then more whole-word matches before partial ones, then shorter names, then
 * trigram similarity to what was typed, ties by name and id. `from` drops the leading keys a caller already
 * holds constant (a tier of the catalogue search); the preference is never dropped.
 */
export function rankOrder(
  columns: { words: SQL; name: SQL; id: SQL; preference?: SQL },
  typed: WordAlternatives,
  from: 'first-word' | 'whole-words' | 'length' = 'first-word',
): SQL[] {
  const phrase = typed.map((alternatives) => alternatives[0]).join(' ');
  const first = desc(firstWordIsFirstTyped(columns.words, typed));
  const rest: SQL[] = [
    desc(wholeWordCount(columns.words, typed)),
    asc(sql`length(${columns.name})`),
    desc(sql`similarity(${columns.words}, ${phrase})`),
    asc(columns.name),
    asc(columns.id),
  ];
  const preference = columns.preference ? [asc(columns.preference)] : [];
  if (from === 'first-word') return [first, ...preference, ...rest];
  return [...preference, ...rest.slice(from === 'whole-words' ? 0 : 1)];
}
