// One way to do each job: the helpers that were once written several times stay defined once, in the
// module that owns them. A second copy, or a formatter built outside lib/format, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOTS = ['app', 'components', 'lib', 'pages', 'proxy.ts', 'scripts', 'upstream/src'];

/** Files still to fold into the shared modules: each names the job it still does on its own. */
const PENDING: Record<string, string> = {};

function listSources(): string[] {
  const files: string[] = [];
  for (const root of SOURCE_ROOTS) {
    const entries = root.endsWith('.ts')
      ? [root]
      : readdirSync(root, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(root, entry));
    for (const file of entries) {
      if (/\.(ts|tsx)$/.test(file) && !file.includes('node_modules'))
        files.push(file.split(path.sep).join('/'));
    }
  }
  return files;
}

const sources = listSources().map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The files (outside the pending ones for `job`) whose text matches. */
function filesMatching(pattern: RegExp, job: string): string[] {
  return sources
    .filter(({ file, text }) => PENDING[file] !== job && pattern.test(text))
    .map(({ file }) => file)
    .sort();
}

/** Where a function or constant of that name is defined. */
function definitionsOf(name: string, job: string): string[] {
  return filesMatching(new RegExp(`(?:function\\s+${name}\\s*[<(]|(?:const|let)\\s+${name}\\s*=)`), job);
}

describe('plain dates: lib/rules/calendar', () => {
  it('defines each date helper once, there', () => {
    for (const name of [
      'addDaysToDate',
      'addMonthsToDate',
      'addMonthsToMonth',
      'getWeekdayOf',
      'getWeekDates',
      'toYearMonth',
      'isRealDate',
      'formatDateBr',
    ]) {
      expect(definitionsOf(name, 'dates'), name).toEqual(['lib/rules/calendar.ts']);
    }
  });

  it('writes dates in words once, in lib/format/dates', () => {
    for (const name of ['capitalize', 'formatYearMonth', 'formatDateTimeBr']) {
      expect(definitionsOf(name, 'dates'), name).toEqual(['lib/format/dates.ts']);
    }
    for (const name of ['formatWhen', 'monthTitle']) expect(definitionsOf(name, 'dates'), name).toEqual([]);
  });

  it('keeps none of the old copies under their old names', () => {
    for (const name of ['addDays', 'addMonths', 'getWeekday', 'weekdayOf', 'weekdayOfDate', 'formatBrDate']) {
      expect(definitionsOf(name, 'dates'), name).toEqual([]);
    }
  });

  it('reads the weekday and moves the day of a plain date only there', () => {
    expect(filesMatching(/\.getUTCDay\(\)|\.setUTCDate\(/, 'dates')).toEqual(['lib/rules/calendar.ts']);
  });

  it('takes day and month names from Intl, with no date library', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })).not.toContain('dayjs');
  });
});

describe('numbers: lib/format/numbers', () => {
  it('writes numbers there, without Intl.NumberFormat (whose first use costs a page 40–100 ms)', () => {
    expect(filesMatching(/new Intl\.NumberFormat\(/, 'numbers')).toEqual([]);
  });

  it("formats no number with toLocaleString('pt-BR') in the portal", () => {
    expect(
      filesMatching(/\.toLocaleString\(['"]pt-BR['"]\)/, 'numbers').filter(
        (file) => !file.startsWith('upstream/'),
      ),
    ).toEqual([]);
  });

  it('defines each number formatter once', () => {
    for (const name of [
      'formatDecimal',
      'formatFixedDecimal',
      'formatNumber',
      'formatCalories',
      'formatNutrient',
      'formatKcal',
      'toDecimalFieldText',
    ]) {
      expect(
        definitionsOf(name, 'numbers').filter((file) => file !== 'lib/format/numbers.ts'),
        name,
      ).toEqual([]);
    }
  });
});

describe('typed numbers: readDecimal', () => {
  it('reads a typed decimal only with lib/format/numbers readDecimal', () => {
    // A comma turned into a dot is how every former reader began.
    expect(
      filesMatching(/\.replace\(\s*(?:','|",")\s*,\s*(?:'\.'|"\.")\s*\)/, 'numbers').filter(
        (file) => file !== 'lib/format/numbers.ts',
      ),
    ).toEqual([]);
    for (const name of ['parseDecimal', 'parseNumber', 'readDecimal']) {
      expect(
        definitionsOf(name, 'numbers').filter((file) => file !== 'lib/format/numbers.ts'),
        name,
      ).toEqual([]);
    }
  });
});

describe('amounts of a food: components/meal-plans/use-amount', () => {
  it('reads, checks and weighs a typed amount and its household measure only in the hook', () => {
    // A measure's weight taken over the typed one, a measure kept in state, or the amount's own errors.
    const amountWork =
      /\bmeasure\s*\?\s*measure\.weight\b|useState<ChosenMeasure\b|newFood\.invalid(?:Quantity|Weight)/;
    expect(filesMatching(amountWork, 'amounts').filter((file) => file.startsWith('components/'))).toEqual([
      'components/meal-plans/use-amount.ts',
    ]);
  });

  it('serves both the food and the substitution dialogs', () => {
    expect(filesMatching(/=\s*useAmount\(/, 'amounts')).toEqual([
      'components/meal-plans/new-food-dialog.tsx',
      'components/meal-plans/substitution-form.tsx',
    ]);
  });
});

describe('form state: components/ui/use-form-state', () => {
  /** More separate pieces of state than this, and a component holds a form that belongs in useFormState. */
  const MOST_USE_STATE = 4;

  it(`keeps no component's form in more than ${MOST_USE_STATE} useState calls`, () => {
    const heavy = sources
      .filter(({ file }) => file.startsWith('components/') && file.endsWith('.tsx'))
      .filter(({ file }) => PENDING[file] !== 'form state')
      .map(({ file, text }) => ({ file, count: text.match(/\buseState\s*[<(]/g)?.length ?? 0 }))
      .filter(({ count }) => count > MOST_USE_STATE);
    expect(heavy).toEqual([]);
  });

  it('defines the form reducer once, and the heavy forms use it', () => {
    expect(definitionsOf('useFormState', '')).toEqual(['components/ui/use-form-state.ts']);
    const users = filesMatching(/=\s*useFormState\s*[<(]/, '');
    for (const form of [
      'components/anamnesis/anamnesis-form.tsx',
      'components/appointments/book-appointment-dialog.tsx',
      'components/auth/login-form.tsx',
      'components/auth/reset-password-form.tsx',
      'components/avatars/avatar-chooser-dialog.tsx',
      'components/foodstuffs/food-form.tsx',
      'components/foodstuffs/image-upload-panel.tsx',
      'components/meal-plans/meal-plan-screen.tsx',
      'components/meal-plans/new-food-dialog.tsx',
      'components/meal-plans/substitution-form.tsx',
      'components/patients/invite-to-app-dialog.tsx',
      'components/patients/new-patient-dialog.tsx',
      'components/profile/address-dialog.tsx',
      'components/registration/registration-wizard.tsx',
    ]) {
      expect(users, form).toContain(form);
    }
  });
});

describe('nutrients: lib/rules/nutrients', () => {
  /** Where the six names are the thing described: the lists themselves, the wire, the tables and the seed's foods. */
  const SPELLED_OUT = [
    'lib/api/contract/foodstuffs.ts',
    'lib/rules/nutrients.ts',
    // Maps each DRI nutrient to the plan's nutrient or component its total is read from.
    'lib/rules/plan-adequacy.ts',
    'upstream/src/db/schema.ts',
    'upstream/src/seed/branded-foods.ts',
    'upstream/src/seed/catalogue-foods.ts',
    'upstream/src/seed/taco.ts',
  ];

  /** Whether the text names every nutrient one after the other (`calories: food.calories` counts once). */
  function spellsEveryNutrient(text: string): boolean {
    const names = [...text.matchAll(/\b(calories|proteins|carbohydrates|sodium|fiber|fats)\b/g)].map(
      (match) => match[1],
    );
    const runs = names.filter((name, at) => name !== names[at - 1]);
    return runs.some((_, at) => new Set(runs.slice(at, at + 6)).size === 6);
  }

  it('lists the nutrients one by one only where they are named, elsewhere it goes over NUTRIENTS', () => {
    expect(
      sources
        .filter(({ file, text }) => !SPELLED_OUT.includes(file) && spellsEveryNutrient(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('defines the lists once, there', () => {
    for (const name of ['NUTRIENTS', 'PLAN_NUTRIENTS', 'mapNutrients']) {
      expect(definitionsOf(name, 'nutrients'), name).toEqual(['lib/rules/nutrients.ts']);
    }
  });
});

describe('lists: lib/format/lists', () => {
  it('joins lists there, without Intl.ListFormat (whose first use costs a page 30–40 ms)', () => {
    expect(filesMatching(/new Intl\.ListFormat\(/, 'lists')).toEqual([]);
  });
});

describe('helpers where they belong', () => {
  it('reads ?page= with lib/rules/list-href alone', () => {
    expect(definitionsOf('readPageParam', '')).toEqual(['lib/rules/list-href.ts']);
  });

  it('debounces with the components/ui hook alone', () => {
    expect(definitionsOf('useDebouncedValue', '')).toEqual(['components/ui/use-debounced-value.ts']);
  });

  it('calls the upstream from lib only through lib/api', () => {
    expect(
      filesMatching(/\bfetch\(/, '').filter(
        (file) => file.startsWith('lib/') && !file.startsWith('lib/api/'),
      ),
    ).toEqual([]);
  });

  it('gives every page title through the messages', () => {
    expect(filesMatching(/metadata: Metadata = \{[^}]*\btitle: ['"]/, '')).toEqual([]);
  });
});

describe('calls from the browser: lib/api/browser/client', () => {
  const components = () => sources.filter(({ file }) => file.startsWith('components/'));

  it('makes no raw fetch in components (the upload uses XMLHttpRequest, for its progress)', () => {
    expect(
      components()
        .filter(({ text }) => /\bfetch\(/.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('calls the API from a resource module, never inline in a React component', () => {
    // A .tsx file draws; the calls of its resource live beside it in a .ts module (use-foodstuffs.ts, …).
    const inline = components()
      .filter(({ file }) => file.endsWith('.tsx'))
      .filter(
        ({ text }) =>
          /import \{[^}]*\b(readJson|sendRequest|requestJson)\b[^}]*\} from '@\/lib\/api\/client'/.test(
            text,
          ) || /\buseSWR(Infinite)?\(/.test(text),
      )
      .map(({ file }) => file);
    expect(inline).toEqual([]);
  });

  it("renders no problem's detail: a failure is said by its code, through lib/api/error-messages", () => {
    // `.detail` read off anything (styles.detail is a class name), or `detail` taken apart from it.
    const readsDetail = /(?<!styles)\.detail\b|\{[^}]*\bdetail\b[^}]*\}\s*=/;
    expect(
      [...components(), ...sources.filter(({ file }) => file === 'lib/api/error-messages.ts')]
        .filter(({ text }) => readsDetail.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('says a failure by its code, never by its HTTP status', () => {
    // A problem's status read to choose what to say (`failure.status === 400`, `{ code, status } = error`).
    const readsStatus = /\b(?:failure|problem|error)\.status\b|\{[^}]*\bcode\b[^}]*\bstatus\b[^}]*\}\s*=/;
    expect(
      components()
        .filter(({ file }) => file !== 'components/foodstuffs/upload-photo.ts')
        .filter(({ text }) => readsStatus.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('keeps no second code-to-text map in the messages', () => {
    const messages = JSON.parse(readFileSync('messages/pt-BR.json', 'utf8')) as Record<string, unknown>;
    const codeKeyed: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (/^[A-Z]+(_[A-Z]+)+$/.test(key) && at.endsWith('.errors')) codeKeyed.push(`${at}.${key}`);
        walk(value, `${at}.${key}`);
      }
    };
    walk(messages, '');
    expect(codeKeyed).toEqual([]);
  });
});
