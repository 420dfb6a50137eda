// The demo staff accounts and the shapes of every demo account (patients are in demo-patients.ts).
import type { ActivityLevel, Gender } from '@/lib/rules/energy-requirement';

export type { ActivityLevel, Gender };
export type NutritionistKey = 'nutri' | 'nutri2';

export interface DemoPerson {
  name: string;
  email: string;
  password: string;
  birthDate: string;
  gender: Gender;
  /** File name in the avatar catalogue; none leaves the "choose an avatar" prompt to be seen. */
  avatar?: string;
}

export interface DemoNutritionist extends DemoPerson {
  key: NutritionistKey;
  crn: number;
  registrationNumber: string;
  specializationIds: number[];
  about: string;
  averageRating: number;
  address?: {
    zipCode: string;
    city: string;
    state: string;
    neighborhood: string;
    street: string;
    number: string;
    complement?: string;
  };
}

/** How a patient logs meals: mean intake as a share of their need, day-to-day spread, habits. */
export interface EatingHabits {
  intake: number;
  spread: number;
  skipDayChance: number;
  snackChance: number;
  /** How many days back the logs go (at most 90). */
  loggingDays: number;
}

export interface DemoPatient extends DemoPerson {
  nutritionist: NutritionistKey;
  activity: ActivityLevel;
  weightKg: number;
  heightCm: number;
  connectedDaysAgo: number;
  eating: EatingHabits;
}

export const DEMO_PASSWORDS = {
  admin: 'Admin1234',
  nutritionist: 'Nutri1234',
  patient: 'Paciente1234',
} as const;

export const DEMO_ADMIN: DemoPerson = {
  name: 'Helena Duarte',
  email: 'admin@nutri.test',
  password: DEMO_PASSWORDS.admin,
  birthDate: '1984-03-14',
  gender: 'FEMALE',
  avatar: 'feminino-03',
};

export const DEMO_NUTRITIONISTS: readonly DemoNutritionist[] = [
  {
    key: 'nutri',
    name: 'Camila Rocha Andrade',
    email: 'nutri@nutri.test',
    password: DEMO_PASSWORDS.nutritionist,
    birthDate: '1988-07-22',
    gender: 'FEMALE',
    crn: 3,
    registrationNumber: '10001',
    specializationIds: [1, 4],
    about:
      'Nutricionista clínica há 10 anos. Acredito em planos alimentares possíveis, feitos com a comida de ' +
      'verdade que você já gosta, e em acompanhamento próximo para que as mudanças durem.',
    averageRating: 4.8,
    address: {
      zipCode: '01310100',
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Sala 804',
    },
  },
  {
    key: 'nutri2',
    name: 'Rafael Menezes Lima',
    email: 'nutri2@nutri.test',
    password: DEMO_PASSWORDS.nutritionist,
    birthDate: '1990-11-05',
    gender: 'MALE',
    avatar: 'masculino-03',
    crn: 1,
    registrationNumber: '10002',
    specializationIds: [2, 10],
    about: 'Nutrição esportiva para quem treina por saúde ou por competição, em todas as idades.',
    averageRating: 4.6,
  },
];
