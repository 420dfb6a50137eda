// What a nutritionist types against the real TACO names: every word in any order, accents, case and
// punctuation ignored, ranked so that the food meant is among the first four (the plan builder shows four).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandPageSchema, foodstuffPageSchema, patientPageSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';

/** typed → foods that must all be among the first four; `first` must be the very first. */
const EVERYDAY_SEARCHES: { typed: string; first?: string; among?: string[] }[] = [
  // The four rows of the report that asked for this search.
  { typed: 'arroz cru', first: 'Arroz, tipo 1, cru', among: ['Arroz, integral, cru'] },
  { typed: 'feijao preto', among: ['Feijão, preto, cozido', 'Feijão, preto, cru'] },
  { typed: 'frango grelhado', among: ['Frango, peito, sem pele, grelhado'] },
  { typed: 'pao frances', first: 'Pão, trigo, francês' },
  // Everyday searches.
  { typed: 'arroz integral cozido', first: 'Arroz, integral, cozido' },
  { typed: 'cru arroz', first: 'Arroz, tipo 1, cru' },
  { typed: 'pao fran', first: 'Pão, trigo, francês' },
  { typed: 'Feijão carioca cozido', first: 'Feijão, carioca, cozido' },
  { typed: 'peito frango', among: ['Frango, peito, sem pele, cru', 'Frango, peito, sem pele, cozido'] },
  { typed: 'ovo cozido', first: 'Ovo, de galinha, inteiro, cozido/10minutos' },
  { typed: 'ovo frito', first: 'Ovo, de galinha, inteiro, frito' },
  { typed: 'batata doce', among: ['Batata, doce, cozida', 'Batata, doce, crua'] },
  { typed: 'banana prata', first: 'Banana, prata, crua' },
  { typed: 'banana', among: ['Banana, prata, crua', 'Banana, maçã, crua'] },
  { typed: 'maca', first: 'Maçã, Fuji, com casca, crua' },
  { typed: 'leite integral', among: ['Leite, de vaca, integral'] },
  { typed: 'queijo minas', among: ['Queijo, minas, frescal'] },
  { typed: 'requeijao', first: 'Queijo, requeijão, cremoso' },
  { typed: 'iogurte natural', first: 'Iogurte, natural' },
  { typed: 'cafe', first: 'Café, infusão 10%' },
  { typed: 'alface', among: ['Alface, lisa, crua', 'Alface, crespa, crua'] },
  { typed: 'tomate cru', among: ['Tomate, com semente, cru'] },
  { typed: 'brocolis', among: ['Brócolis, cru', 'Brócolis, cozido'] },
  { typed: 'cenoura cozida', first: 'Cenoura, cozida' },
  { typed: 'mandioca cozida', first: 'Mandioca, cozida' },
  { typed: 'macarrao', first: 'Macarrão, trigo, cru' },
  { typed: 'pao de queijo', among: ['Pão, de queijo, assado'] },
  // Linking words the name leaves out are dropped: 'de' is no word of the bread's name.
  { typed: 'pao de forma integral', first: 'Pão, trigo, forma, integral' },
  { typed: 'queijo de minas', among: ['Queijo, minas, frescal'] },
  { typed: 'suco laranja', among: ['Laranja, pêra, suco'] },
  { typed: 'azeite oliva', among: ['Azeite, de oliva, extra virgem'] },
  { typed: 'aveia', first: 'Aveia, flocos, crua' },
  { typed: 'manteiga com sal', first: 'Manteiga, com sal' },
  { typed: 'acucar', among: ['Açúcar, cristal', 'Açúcar, mascavo', 'Açúcar, refinado'] },
  { typed: 'MAMÃO-papaia', first: 'Mamão, Papaia, cru' },
];

describe('food search by words', () => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await createTestApi({}, undefined, 'catalogue');
    await api.createUser({ email: 'admin@t.test', role: 'ROLE_ADMIN' });
    token = await api.signIn('admin@t.test', 'Senha1234');
  });
  afterAll(() => api.close());

  const search = async (typed: string, extra = '&size=4') => {
    const response = await api.request(`/v1/foodstuffs?name_or_brand=${encodeURIComponent(typed)}${extra}`, {
      token,
    });
    expect(response.status).toBe(200);
    return foodstuffPageSchema.parse(await response.json());
  };

  it.each(EVERYDAY_SEARCHES)('"$typed" finds the food meant among the first four', async (row) => {
    const page = await search(row.typed);
    const names = page.content.map((food) => food.name);
    if (row.first) expect(names[0]).toBe(row.first);
    expect(names).toEqual(expect.arrayContaining(row.among ?? []));
    expect(page.approximate).toBe(false);
  });

  it('every word must match: a word no name or brand starts finds nothing', async () => {
    expect((await search('arroz xyzxyz')).total_elements).toBe(0);
    // 'rroz' is inside 'arroz' but starts no word.
    expect((await search('rroz')).total_elements).toBe(0);
  });

  it('one typo in a word of five letters or more still finds the food, and the answer says so', async () => {
    const page = await search('fejao preto');
    expect(page.approximate).toBe(true);
    expect(page.content.map((food) => food.name)).toEqual(
      expect.arrayContaining(['Feijão, preto, cru', 'Feijão, preto, cozido']),
    );
    // A swapped pair of letters is one typo too.
    expect((await search('arorz cru')).content[0]?.name).toBe('Arroz, tipo 1, cru');
    // Shorter words are not guessed at, and two typos are too many.
    expect((await search('ovu')).total_elements).toBe(0);
    expect((await search('fejaoo')).total_elements).toBe(0);
  });

  it('a new food is found by its words at once, typo included', async () => {
    const created = await api.request('/v1/foodstuffs', {
      method: 'POST',
      token,
      json: {
        name: 'Quibebe de abóbora cabotiá',
        group: 'OTHERS',
        unit_of_measurement: 'GRAMS',
        baseline_weight: 100,
        nutrition_information: { calories: 50, proteins: 1, carbohydrates: 10, sodium: 5, fiber: 1, fats: 1 },
      },
    });
    expect(created.status).toBe(201);
    expect((await search('cabotia quibebe')).content[0]?.name).toBe('Quibebe de abóbora cabotiá');
    const typo = await search('cabottia');
    expect(typo.approximate).toBe(true);
    expect(typo.content[0]?.name).toBe('Quibebe de abóbora cabotiá');
  });

  it('words may match the brand: "dourado grao" finds the brand’s foods', async () => {
    const names = (await search('dourado grao')).content.map((food) => food.name).sort();
    expect(names).toEqual(['Arroz integral tipo 1', 'Feijão carioca tipo 1']);
    expect((await search('arroz dourado')).content.map((food) => food.name)).toEqual([
      'Arroz integral tipo 1',
    ]);
  });

  it('a broad search counts up to 1,000 and says so; its pages still follow the ranking', async () => {
    await api.database.db.execute(sql`
      insert into foodstuffs (name, "group", unit_of_measurement, baseline_weight)
      select 'Zabumba ' || g, 'OTHERS', 'GRAMS', 100 from generate_series(1, 1100) as g`);
    await api.database.db.execute(sql`
      insert into foodstuffs (name, "group", unit_of_measurement, baseline_weight)
      values ('Bolo de zabumba', 'OTHERS', 'GRAMS', 100), ('Zabumbada', 'OTHERS', 'GRAMS', 100)`);
    const first = await search('zabumba', '&size=7');
    expect(first).toMatchObject({ total_elements: 1000, total_pages: 143, total_capped: true });
    expect(first.content.map((food) => food.name)).toEqual([
      'Zabumba 1',
      'Zabumba 2',
      'Zabumba 3',
      'Zabumba 4',
      'Zabumba 5',
      'Zabumba 6',
      'Zabumba 7',
    ]);
    // Past the 1,100 names that start with the word: the whole word inside a name, then the partial match.
    const past = await search('zabumba', '&size=7&page=157');
    expect(past.content.map((food) => food.name)).toEqual(['Zabumba 1100', 'Bolo de zabumba', 'Zabumbada']);
    const pastTop = await search('zabumba', '&size=2&page=550');
    expect(pastTop.content.map((food) => food.name)).toEqual(['Bolo de zabumba', 'Zabumbada']);
    // The whole catalogue, now past 1,000 foods, is counted the same way.
    expect(await search('', '&size=7')).toMatchObject({ total_elements: 1000, total_capped: true });
    const narrow = await search('zabumba 11', '&size=7');
    expect(narrow).toMatchObject({ total_capped: false });
    expect(narrow.content[0]?.name).toBe('Zabumba 11');
  });

  it('brands: words in any order, ranked, with the typo fallback', async () => {
    const list = async (name: string) =>
      brandPageSchema.parse(
        await (await api.request(`/v1/brands?name=${encodeURIComponent(name)}`, { token })).json(),
      );
    expect((await list('dourado grao')).content.map((brand) => brand.name)).toEqual(['Grão Dourado']);
    const typo = await list('dourrado');
    expect(typo.approximate).toBe(true);
    expect(typo.content.map((brand) => brand.name)).toEqual(['Grão Dourado']);
  });
});

describe('patient search by words', () => {
  let api: TestApi;
  let nutri: number;
  let token: string;

  beforeAll(async () => {
    api = await createTestApi();
    nutri = await api.createUser({ email: 'n@t.test', role: 'ROLE_NUTRITIONIST', name: 'Nutri' });
    for (const [index, name] of [
      'Ana Paula Silva',
      'Silvana Costa',
      'Anaís Silveira',
      'Paulo Souza',
    ].entries()) {
      await api.createUser({ email: `p${index}@t.test`, role: 'ROLE_USER', name, nutritionistId: nutri });
    }
    // Another nutritionist's patient never shows.
    const other = await api.createUser({ email: 'n2@t.test', role: 'ROLE_NUTRITIONIST' });
    await api.createUser({ email: 'x@t.test', role: 'ROLE_USER', name: 'Ana Silva', nutritionistId: other });
    token = await api.signIn('n@t.test', 'Senha1234');
  });
  afterAll(() => api.close());

  const names = async (typed: string) => {
    const response = await api.request(
      `/v1/nutritionists/${nutri}/patients?patient_name=${encodeURIComponent(typed)}`,
      { token },
    );
    expect(response.status).toBe(200);
    return patientPageSchema.parse(await response.json()).content.map((patient) => patient.name);
  };

  it('names in any order: "silva ana" finds Ana Paula Silva first', async () => {
    expect(await names('silva ana')).toEqual(['Ana Paula Silva']);
    expect(await names('SILVA, Ána')).toEqual(['Ana Paula Silva']);
    expect(await names('ana')).toEqual(['Ana Paula Silva', 'Anaís Silveira']);
    // No first word is 'silv' and no whole word either: shorter names first.
    expect(await names('silv')).toEqual(['Silvana Costa', 'Anaís Silveira', 'Ana Paula Silva']);
    expect(await names('paula souza')).toEqual([]);
  });
});
