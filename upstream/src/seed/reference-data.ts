// Fixed lists the product relies on: the specialisation catalogue and the local CFN registry.
import type { Db } from '@/upstream/src/db/client';
import { cfnRegistry, specializations } from '@/upstream/src/db/schema';

export const SPECIALIZATIONS = [
  {
    id: 1,
    name: 'Nutrição Clínica',
    description: 'Prevenção e tratamento de doenças por meio da alimentação, em consultório ou ambulatório.',
  },
  {
    id: 2,
    name: 'Nutrição Esportiva',
    description: 'Alimentação para desempenho, recuperação e composição corporal de quem treina.',
  },
  {
    id: 3,
    name: 'Nutrição Materno-Infantil',
    description: 'Cuidado nutricional na gestação, na amamentação e na infância.',
  },
  {
    id: 4,
    name: 'Nutrição Funcional',
    description: 'Olhar integrado para o organismo, com foco nas causas dos desequilíbrios nutricionais.',
  },
  {
    id: 5,
    name: 'Nutrição Oncológica',
    description: 'Apoio nutricional antes, durante e depois do tratamento do câncer.',
  },
  {
    id: 6,
    name: 'Nutrição em Saúde Pública',
    description: 'Programas e políticas de alimentação e nutrição para a população.',
  },
  {
    id: 7,
    name: 'Nutrição Estética',
    description: 'Alimentação que favorece a saúde da pele, dos cabelos e o bem-estar.',
  },
  {
    id: 8,
    name: 'Fitoterapia Aplicada à Nutrição',
    description: 'Uso de plantas medicinais e fitoterápicos como apoio à conduta nutricional.',
  },
  {
    id: 9,
    name: 'Nutrição Hospitalar',
    description: 'Terapia nutricional de pacientes internados, incluindo dietas enterais e parenterais.',
  },
  {
    id: 10,
    name: 'Nutrição Geriátrica',
    description: 'Alimentação adequada ao envelhecimento, com atenção à massa muscular e à hidratação.',
  },
] as const;

/** Registrations the demo nutritionists already use. */
export const DEMO_CFN_REGISTRATIONS = [
  { crn: 3, registrationNumber: '10001' },
  { crn: 1, registrationNumber: '10002' },
] as const;

/**
 * Registrations known to the local CFN registry that no account uses: free for new sign-ups. The second
 * number of a council is what an end-to-end journey registers when it runs a second time.
 */
export const FREE_CFN_REGISTRATIONS = [
  { crn: 3, registrationNumber: '12345' },
  { crn: 3, registrationNumber: '12346' },
  { crn: 1, registrationNumber: '54321' },
  { crn: 2, registrationNumber: '22222' },
  { crn: 2, registrationNumber: '22223' },
  { crn: 4, registrationNumber: '44444' },
  { crn: 5, registrationNumber: '55555' },
  { crn: 5, registrationNumber: '55556' },
  { crn: 6, registrationNumber: '66666' },
  { crn: 6, registrationNumber: '66667' },
  { crn: 7, registrationNumber: '77777' },
  { crn: 7, registrationNumber: '77778' },
  { crn: 8, registrationNumber: '88888' },
  { crn: 8, registrationNumber: '88889' },
  { crn: 9, registrationNumber: '99998' },
  { crn: 9, registrationNumber: '99999' },
] as const;

export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(specializations)
    .values([...SPECIALIZATIONS])
    .onConflictDoNothing();
  await db
    .insert(cfnRegistry)
    .values([...DEMO_CFN_REGISTRATIONS, ...FREE_CFN_REGISTRATIONS])
    .onConflictDoNothing();
}
