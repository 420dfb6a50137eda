// What a version of the anamnesis says, section by section, in Portuguese: the screen shows it
// (components/anamnesis/anamnesis-view.tsx) and the patient's data PDF prints it (lib/pdf/export).

import type { AnamnesisContent } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal } from '@/lib/format/numbers';

/** A field of the anamnesis, as the Anamnesis messages name it ('fields.conditions'). */
type AnamnesisField = keyof typeof import('@/messages/pt-BR.json')['Anamnesis']['fields'];

export type SectionKey =
  | 'conditions'
  | 'medications'
  | 'allergies'
  | 'habits'
  | 'bowel'
  | 'sleep'
  | 'water'
  | 'pregnancy'
  | 'notes';

export type Fact = { label: string; value: string | null };

/** Reads the Anamnesis messages: `t('fields.conditions')`, `t('smoking.NEVER')`. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Each section's facts, an unanswered one null (the screen says 'Não informado'). */
export function describeAnamnesis(
  content: AnamnesisContent,
  t: Translate,
): { key: SectionKey; facts: Fact[] }[] {
  const f = (key: AnamnesisField) => t(`fields.${key}`);
  const weeksOf = (weeks: number | null) => (weeks === null ? null : String(weeks));
  const joined = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : t('none'));
  return [
    {
      key: 'conditions',
      facts: [
        { label: f('conditions'), value: joined(content.conditions.list.map((c) => t(`conditions.${c}`))) },
        { label: f('conditionsOther'), value: content.conditions.other },
        { label: f('familyHistory'), value: content.conditions.family_history },
      ],
    },
    {
      key: 'medications',
      facts: [
        { label: f('medications'), value: content.medications.in_use },
        { label: f('supplements'), value: content.medications.supplements },
      ],
    },
    {
      key: 'allergies',
      facts: [
        { label: f('allergies'), value: joined(content.allergies.allergies) },
        { label: f('intolerances'), value: joined(content.allergies.intolerances) },
        { label: f('allergyNotes'), value: content.allergies.notes },
      ],
    },
    {
      key: 'habits',
      facts: [
        { label: f('smoking'), value: content.habits.smoking && t(`smoking.${content.habits.smoking}`) },
        { label: f('alcohol'), value: content.habits.alcohol && t(`alcohol.${content.habits.alcohol}`) },
        { label: f('physicalActivity'), value: content.habits.physical_activity },
        { label: f('habitNotes'), value: content.habits.notes },
      ],
    },
    {
      key: 'bowel',
      facts: [
        {
          label: f('bowelFrequency'),
          value: content.bowel.frequency && t(`bowelFrequency.${content.bowel.frequency}`),
        },
        {
          label: f('bristolType'),
          value: content.bowel.bristol_type === null ? null : String(content.bowel.bristol_type),
        },
        { label: f('bowelNotes'), value: content.bowel.notes },
      ],
    },
    {
      key: 'sleep',
      facts: [
        {
          label: f('sleepHours'),
          value:
            content.sleep.hours === null ? null : t('hours', { value: formatDecimal(content.sleep.hours) }),
        },
        {
          label: f('sleepQuality'),
          value: content.sleep.quality && t(`sleepQuality.${content.sleep.quality}`),
        },
        { label: f('sleepNotes'), value: content.sleep.notes },
      ],
    },
    {
      key: 'water',
      facts: [
        {
          label: f('waterLiters'),
          value:
            content.water.liters_per_day === null
              ? null
              : t('liters', { value: formatDecimal(content.water.liters_per_day) }),
        },
        { label: f('waterNotes'), value: content.water.notes },
      ],
    },
    {
      key: 'pregnancy',
      facts: [
        {
          label: f('pregnancyState'),
          value: content.pregnancy.state && t(`pregnancyState.${content.pregnancy.state}`),
        },
        ...(content.pregnancy.state === 'PREGNANT'
          ? [{ label: f('gestationalWeeks'), value: weeksOf(content.pregnancy.gestational_weeks) }]
          : []),
        ...(content.pregnancy.state === 'LACTATING'
          ? [
              {
                label: f('deliveryDate'),
                value: content.pregnancy.delivery_date && formatIsoDateToBr(content.pregnancy.delivery_date),
              },
            ]
          : []),
      ],
    },
    { key: 'notes', facts: [{ label: f('notes'), value: content.notes }] },
  ];
}
