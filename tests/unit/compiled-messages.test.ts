// The portal's pages format precompiled messages (lib/i18n/compile-messages.ts) with the formatter aliased in
// next.config.ts (lib/i18n/format-message.ts). Every text of pt-BR.json must read the same as use-intl's own
// parser makes it, for every branch of its plurals and selects, with dates, numbers and rich-text tags.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { compileMessages } from '@/lib/i18n/compile-messages';
import formatMessage from '@/lib/i18n/format-message';
import messages from '@/messages/pt-BR.json';

const LOCALE = 'pt-BR';
const TIME_ZONE = 'America/Sao_Paulo';

type Leaf = { key: string; text: string };

function leaves(value: unknown, key = ''): Leaf[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value) || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => leaves(inner, key ? `${key}.${name}` : name));
}

function read(object: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((inner, name) => (inner as Record<string, unknown>)[name], object);
}

// The element types of intl-messageformat's parser (its TYPE enum).
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;
type Element = {
  type: number;
  value: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};

/** Value sets that reach every branch: one per plural count and per select option. */
function valueSets(elements: Element[]): Record<string, unknown>[] {
  let sets: Record<string, unknown>[] = [{}];
  const widen = (name: string, choices: unknown[]) => {
    sets = sets.flatMap((set) =>
      name in set ? [set] : choices.map((choice) => ({ ...set, [name]: choice })),
    );
  };
  const visit = (list: Element[]) => {
    for (const element of list) {
      if (element.type === ARGUMENT) widen(element.value, ['Ana']);
      if (element.type === NUMBER) widen(element.value, [1234.5]);
      if (element.type === DATE || element.type === TIME)
        widen(element.value, [new Date('2026-03-04T15:06:00Z')]);
      if (element.type === PLURAL) widen(element.value, [0, 1, 2, 1500]);
      if (element.type === SELECT) widen(element.value, Object.keys(element.options ?? {}));
      if (element.type === TAG) {
        widen(element.value, [
          (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`,
        ]);
        visit(element.children ?? []);
      }
      for (const option of Object.values(element.options ?? {})) visit(option.value);
    }
  };
  visit(elements);
  return sets;
}

const joined = (result: unknown) => (Array.isArray(result) ? result.join('') : String(result));

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

describe('precompiled messages', () => {
  const compiled = compileMessages(messages);
  const all = leaves(messages);

  it('cover the whole file', () => {
    expect(all.length).toBeGreaterThan(1000);
  });

  it('read as use-intl’s parser reads them, every text and every branch', () => {
    const differences: string[] = [];
    for (const { key, text } of all) {
      const parsed = new IntlMessageFormat(text, LOCALE);
      for (const values of valueSets(parsed.getAst() as Element[])) {
        const expected = joined(parsed.format(values as never));
        const actual = joined(
          formatMessage(key, read(compiled, key) as never, values as never, {
            locale: LOCALE,
            formatters,
            timeZone: TIME_ZONE,
          }),
        );
        if (actual !== expected)
          differences.push(`${key} ${JSON.stringify(values)}: ${actual} ≠ ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('write their counts without building an Intl.NumberFormat', () => {
    const getNumberFormat = vi.fn(formatters.getNumberFormat);
    const text = formatMessage(
      'count',
      compileMessages('{count, plural, one {# Paciente} other {# Pacientes}}'),
      {
        count: 1500,
      },
      { locale: LOCALE, formatters: { ...formatters, getNumberFormat }, timeZone: TIME_ZONE },
    );
    expect(text).toBe('1.500 Pacientes');
    expect(getNumberFormat).not.toHaveBeenCalled();
  });

  it('are plain data a server component may hand to the browser', () => {
    const prototypes = new Set<unknown>();
    const visit = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      prototypes.add(Object.getPrototypeOf(value));
      for (const inner of Object.values(value)) visit(inner);
    };
    visit(compiled);
    expect(
      [...prototypes].every((prototype) => prototype === Object.prototype || prototype === Array.prototype),
    ).toBe(true);
  });
});
