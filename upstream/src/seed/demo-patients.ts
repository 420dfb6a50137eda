// The demo patients: ≥12 for nutri@nutri.test and 3 for nutri2@nutri.test, each with eating habits that
// make their adherence differ (some mostly within 70–130 % of their need, some above, some below).
import { DEMO_PASSWORDS, type DemoPatient, type EatingHabits, type Gender } from './demo-accounts';

export const DEMO_PATIENTS: readonly DemoPatient[] = [
  {
    ...person('Ana Paula Ferreira', 'paciente', '1992-04-18', 'FEMALE', 'feminino-01'),
    nutritionist: 'nutri',
    activity: 'MODERATELY_ACTIVE',
    weightKg: 64.5,
    heightCm: 165,
    connectedDaysAgo: 150,
    eating: eats(),
  },
  {
    ...person('Lucas Oliveira Santos', 'lucas.oliveira', '1987-09-02', 'MALE', 'masculino-01'),
    nutritionist: 'nutri',
    activity: 'LIGHTLY_ACTIVE',
    weightKg: 82.3,
    heightCm: 178,
    connectedDaysAgo: 240,
    eating: eats({ intake: 1.38, spread: 0.16, snackChance: 0.75 }),
  },
  {
    ...person('Juliana Martins Costa', 'juliana.martins', '1995-01-27', 'FEMALE', 'feminino-04'),
    nutritionist: 'nutri',
    activity: 'SEDENTARY',
    weightKg: 71,
    heightCm: 160,
    connectedDaysAgo: 120,
    eating: eats({ intake: 0.64, skipDayChance: 0.2, snackChance: 0.3 }),
  },
  {
    ...person('Pedro Henrique Almeida', 'pedro.almeida', '1979-06-11', 'MALE', 'masculino-02'),
    nutritionist: 'nutri',
    activity: 'VERY_ACTIVE',
    weightKg: 76.8,
    heightCm: 181,
    connectedDaysAgo: 200,
    eating: eats({ spread: 0.1, skipDayChance: 0.05, snackChance: 0.8 }),
  },
  {
    ...person('Fernanda Ribeiro Souza', 'fernanda.ribeiro', '1983-12-03', 'FEMALE', 'feminino-06'),
    nutritionist: 'nutri',
    activity: 'LIGHTLY_ACTIVE',
    weightKg: 58.2,
    heightCm: 158,
    connectedDaysAgo: 95,
    eating: eats({ spread: 0.35, skipDayChance: 0.15, snackChance: 0.5 }),
  },
  {
    ...person('Gabriel Carvalho Pereira', 'gabriel.carvalho', '2000-08-19', 'MALE', 'masculino-07'),
    nutritionist: 'nutri',
    activity: 'EXTRA_ACTIVE',
    weightKg: 70.4,
    heightCm: 175,
    connectedDaysAgo: 60,
    eating: eats({ intake: 0.95, spread: 0.15, snackChance: 0.9 }),
  },
  {
    ...person('Mariana Gomes Barbosa', 'mariana.gomes', '1990-05-30', 'FEMALE', 'feminino-05'),
    nutritionist: 'nutri',
    activity: 'MODERATELY_ACTIVE',
    weightKg: 66.7,
    heightCm: 168,
    connectedDaysAgo: 180,
    eating: eats({ intake: 1.05, snackChance: 0.5 }),
  },
  {
    ...person('Rodrigo Nascimento Dias', 'rodrigo.nascimento', '1972-02-14', 'MALE', 'masculino-08'),
    nutritionist: 'nutri',
    activity: 'SEDENTARY',
    weightKg: 94.1,
    heightCm: 172,
    connectedDaysAgo: 45,
    eating: eats({ intake: 1.5, spread: 0.2, skipDayChance: 0.12 }),
  },
  {
    ...person('Beatriz Lima Cardoso', 'beatriz.lima', '1998-10-08', 'FEMALE', 'feminino-07'),
    nutritionist: 'nutri',
    activity: 'VERY_ACTIVE',
    weightKg: 55.9,
    heightCm: 163,
    connectedDaysAgo: 30,
    eating: eats({ intake: 0.8, spread: 0.2, skipDayChance: 0.25, snackChance: 0.4 }),
  },
  {
    ...person('Thiago Fernandes Rocha', 'thiago.fernandes', '1985-03-25', 'MALE', 'masculino-10'),
    nutritionist: 'nutri',
    activity: 'MODERATELY_ACTIVE',
    weightKg: 88,
    heightCm: 183,
    connectedDaysAgo: 75,
    eating: eats({ spread: 0.15, skipDayChance: 0.3, snackChance: 0.5 }),
  },
  {
    ...person('Larissa Araújo Teixeira', 'larissa.araujo', '1993-07-16', 'FEMALE', 'feminino-09'),
    nutritionist: 'nutri',
    activity: 'LIGHTLY_ACTIVE',
    weightKg: 79.5,
    heightCm: 166,
    connectedDaysAgo: 2,
    eating: eats({ intake: 1.1, spread: 0.3, skipDayChance: 0.1 }),
  },
  {
    ...person('José Carlos Moreira', 'jose.moreira', '1958-11-21', 'MALE', 'masculino-09'),
    nutritionist: 'nutri',
    activity: 'SEDENTARY',
    weightKg: 84.2,
    heightCm: 170,
    connectedDaysAgo: 300,
    eating: eats({ intake: 0.95, spread: 0.1, skipDayChance: 0.05, snackChance: 0.3 }),
  },
  {
    ...person('Carolina Mendes Freitas', 'carolina.mendes', '1996-02-09', 'FEMALE', 'feminino-10'),
    nutritionist: 'nutri2',
    activity: 'LIGHTLY_ACTIVE',
    weightKg: 61,
    heightCm: 164,
    connectedDaysAgo: 40,
    eating: eats({ loggingDays: 14, skipDayChance: 0.3 }),
  },
  {
    ...person('Eduardo Batista Ramos', 'eduardo.batista', '1989-04-03', 'MALE', 'masculino-04'),
    nutritionist: 'nutri2',
    activity: 'VERY_ACTIVE',
    weightKg: 79.9,
    heightCm: 177,
    connectedDaysAgo: 25,
    eating: eats({ loggingDays: 10, intake: 1.2, skipDayChance: 0.3 }),
  },
  {
    ...person('Patrícia Castro Monteiro', 'patricia.castro', '1981-09-12', 'FEMALE', 'feminino-02'),
    nutritionist: 'nutri2',
    activity: 'SEDENTARY',
    weightKg: 68.3,
    heightCm: 161,
    connectedDaysAgo: 12,
    eating: eats({ loggingDays: 7, intake: 0.7, skipDayChance: 0.3 }),
  },
];

function person(name: string, user: string, birthDate: string, gender: Gender, avatar: string) {
  return { name, email: `${user}@nutri.test`, password: DEMO_PASSWORDS.patient, birthDate, gender, avatar };
}

function eats(habits: Partial<EatingHabits> = {}): EatingHabits {
  return { intake: 1, spread: 0.12, skipDayChance: 0.08, snackChance: 0.6, loggingDays: 90, ...habits };
}
