import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsCard } from '@/components/anthropometry/results-card';
import { type AnthropometricRecord, MEASUREMENT_FIELDS } from '@/lib/api/contract';
import type { Person } from '@/lib/rules/anthropometry/sites';
import { renderWithMessages } from './render';

const empty = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, null])) as Omit<
  AnthropometricRecord,
  'id' | 'patient_id' | 'date'
>;

/** The card of a record, once its lower results (their code loads as they near the view) are there. */
async function renderCard(measurements: Partial<AnthropometricRecord>, person: Person) {
  renderWithMessages(
    <ResultsCard
      record={{ ...empty, id: 1, patient_id: 7, date: '2025-03-12', ...measurements }}
      person={person}
      preferred="PETROSKI"
      onChoosePreferred={() => {}}
    />,
  );
  const card = screen.getByRole('region', { name: 'Antropometria' });
  await within(card).findByRole('heading', { name: 'Gordura corporal' });
  return card;
}

const man = (ageYears: number): Person => ({ sex: 'MALE', ageYears });
const woman = (ageYears: number): Person => ({ sex: 'FEMALE', ageYears });
/** The list item of one body-fat equation, found by its heading. */
const equationItem = (card: HTMLElement, name: RegExp) =>
  within(card)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;

describe('ResultsCard: results classified as shown', () => {
  it('a BMI of 24.9965 reads 25,00 and overweight, not 25 and normal weight', async () => {
    const card = await renderCard({ weight: 72.24, height: 170 }, woman(30));
    expect(within(card).getByText('25,00 kg/m² · Sobrepeso')).toBeInTheDocument();
  });

  it('a BMI of 18.481 reads 18,48 and underweight, with the two decimals of the WHO table', async () => {
    const card = await renderCard({ weight: 53.41, height: 170 }, woman(30));
    expect(within(card).getByText('18,48 kg/m² · Baixo peso')).toBeInTheDocument();
  });

  it("a man's waist of 94.04 cm reads 94 cm without increased risk; a ratio of 0.8958 reads 0,90 and increased", async () => {
    const card = await renderCard({ waist_circumference: 94.04, hip_circumference: 105 }, man(40));
    expect(within(card).getByText('94 cm · Sem risco aumentado')).toBeInTheDocument();
    // 94.04 / 105 = 0.8956
    expect(within(card).getByText('0,90 · Risco muito aumentado')).toBeInTheDocument();
  });

  it('under 20 years gives the BMI without an adult class and points to BMI-for-age', async () => {
    const card = await renderCard({ weight: 60, height: 170 }, man(19));
    expect(within(card).getByText('20,76 kg/m²')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Menor de 20 anos: a classificação de adultos não se aplica; use o IMC para a idade (referência da OMS de 2007, de 5 a 19 anos).',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/Eutrofia/)).not.toBeInTheDocument();
  });
});

describe('ResultsCard: body-fat equations', () => {
  it("states each equation's population with a full stop, and speaks of a woman as 'a paciente'", async () => {
    const card = await renderCard(
      { midaxillary_skinfold: 15, suprailiac_skinfold: 20, thigh_skinfold: 25, calf_skinfold: 20 },
      woman(60),
    );
    const petroski = equationItem(card, /Petroski/);
    expect(
      within(petroski).getByText(
        'Petroski (1995), adultos brasileiros: homens de 18 a 66 anos, mulheres de 18 a 51 anos. Dobras: dobra axilar média, dobra suprailíaca, dobra da coxa, dobra da panturrilha medial.',
      ),
    ).toBeInTheDocument();
    expect(
      within(petroski).getByText(
        'Atenção: equação validada para mulheres de 18 a 51 anos; a paciente tem 60 anos.',
      ),
    ).toBeInTheDocument();
    const guedes = equationItem(card, /Guedes/);
    expect(
      within(guedes).getByText(
        'Guedes (1985), estudantes universitários brasileiros. Dobras: dobra da coxa, dobra suprailíaca, dobra subescapular.',
      ),
    ).toBeInTheDocument();
    expect(within(guedes).queryByText(/Atenção/)).not.toBeInTheDocument();
  });

  it("still speaks of a man as 'o paciente'", async () => {
    const card = await renderCard(
      { chest_skinfold: 10, abdominal_skinfold: 20, thigh_skinfold: 15 },
      man(65),
    );
    expect(
      within(equationItem(card, /3 dobras/)).getByText(
        'Atenção: equação validada para homens de 18 a 61 anos; o paciente tem 65 anos.',
      ),
    ).toBeInTheDocument();
  });

  it('gives no body fat past the turning point of the equation, and says why', async () => {
    const card = await renderCard(
      {
        subscapular_skinfold: 50,
        triceps_skinfold: 50,
        suprailiac_skinfold: 50,
        calf_skinfold: 50,
        weight: 90,
      },
      man(40),
    );
    const petroski = equationItem(card, /Petroski/);
    expect(
      within(petroski).getByText(
        'Não calculado: a soma das dobras (200 mm) passa de 191,5 mm, ponto a partir do qual esta equação dá menos gordura para dobras maiores.',
      ),
    ).toBeInTheDocument();
    expect(within(petroski).queryByText(/% de gordura/)).not.toBeInTheDocument();
  });

  it('shows no impossible body fat or lean mass above the weight', async () => {
    const card = await renderCard(
      { chest_skinfold: 1, abdominal_skinfold: 1, thigh_skinfold: 1, weight: 60 },
      man(18),
    );
    const jp3 = equationItem(card, /3 dobras/);
    expect(
      within(jp3).getByText(
        'Não mostrado: a equação dá -0,9 % de gordura, um resultado impossível. Confira as dobras registradas.',
      ),
    ).toBeInTheDocument();
    expect(within(jp3).queryByText(/Massa magra/)).not.toBeInTheDocument();
  });
});

describe('ResultsCard: arm muscle area', () => {
  it('states the 20–70 years of its sample and warns outside them', async () => {
    const card = await renderCard({ arm_circumference: 25, triceps_skinfold: 10 }, woman(15));
    expect(
      within(card).getByText(
        'Heymsfield et al. (1982), adultos de 20 a 70 anos: (CMB)² ÷ 4π − 10 (homens) ou − 6,5 (mulheres). Os erros aumentam na obesidade.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('Atenção: equação derivada de adultos de 20 a 70 anos; a paciente tem 15 anos.'),
    ).toBeInTheDocument();
  });

  it('cautions when the BMI is in the obesity classes', async () => {
    const card = await renderCard(
      { arm_circumference: 35, triceps_skinfold: 25, weight: 87, height: 170 },
      man(40),
    );
    expect(within(card).getByText(/IMC na faixa de obesidade/)).toBeInTheDocument();
  });

  it('shows no muscle circumference or area of zero or less', async () => {
    const card = await renderCard({ arm_circumference: 10, triceps_skinfold: 40 }, man(30));
    expect(within(card).getAllByText(/o resultado é zero ou negativo/)).toHaveLength(2);
    expect(within(card).queryByText(/cm²$/)).not.toBeInTheDocument();
  });
});
