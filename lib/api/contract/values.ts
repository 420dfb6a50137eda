// The contract's plain values: the members of its fixed lists and the limits the portal's screens name.
// Without zod, so browser code that only reads them (labels, error texts, a field's maxlength) loads
// no zod; the schemas in the other files are built from these.
export { ACTIVITY_LEVELS, FOOD_GROUPS, GENDERS, MEAL_PERIODS, ROLES, UNITS } from './value-lists';

export const APPOINTMENT_TYPES = ['ON_SITE', 'ONLINE'] as const;

/** Invite e-mail: at most 120 characters (spec 2 §5). */
export const INVITE_EMAIL_MAX_LENGTH = 120;

/** How many alternatives one planned food takes. */
export const MAX_SUBSTITUTIONS_PER_FOOD = 5;

/** How many templates one nutritionist keeps in her library. */
export const MAX_MEAL_PLAN_TEMPLATES = 200;

/** The longest name of a template ('Nome do modelo'). */
export const MEAL_PLAN_TEMPLATE_NAME_MAX_LENGTH = 100;

/** The longest notes of one meal ('Orientações da refeição'). */
export const MEAL_NOTES_MAX_LENGTH = 1000;

/** The longest general guidance of a plan ('Orientações gerais'). */
export const PLAN_GUIDANCE_MAX_LENGTH = 4000;

/** How a patient's day targets are given: a day's total, or per kg of her weight. */
export const GOAL_BASES = ['TOTAL', 'PER_KG'] as const;

/** The day's targets a patient's goals may set. */
export const GOAL_NUTRIENTS = ['energy', 'proteins', 'carbohydrates', 'fats'] as const;

/** The longest phone a nutritionist may record for her patient. */
export const PHONE_MAX_LENGTH = 20;

/** A visitor's note to the nutritionist when she books online. */
export const BOOKING_NOTE_MAX_LENGTH = 500;

/** The issue message the API turns into the code MEASUREMENT_OUT_OF_RANGE, and the form into its text. */
export const OUT_OF_RANGE = 'MEASUREMENT_OUT_OF_RANGE';

/** The anamnesis's two forms: the short one asks a subset of the full one. */
export const ANAMNESIS_FORMS = ['SHORT', 'FULL'] as const;

/** The anamnesis's choices, each list in the order the form shows it. */
export const CONDITIONS = [
  'DIABETES',
  'HYPERTENSION',
  'DYSLIPIDEMIA',
  'HYPOTHYROIDISM',
  'KIDNEY_DISEASE',
  'GASTRITIS_OR_REFLUX',
  'IRRITABLE_BOWEL',
  'ANEMIA',
  'POLYCYSTIC_OVARY',
] as const;
export const SMOKING = ['NEVER', 'FORMER', 'CURRENT'] as const;
export const ALCOHOL = ['NONE', 'OCCASIONAL', 'WEEKLY', 'DAILY'] as const;
export const BOWEL_FREQUENCIES = ['MORE_THAN_TWICE_A_DAY', 'DAILY', 'EVERY_OTHER_DAY', 'LESS_OFTEN'] as const;
/** What the anamnesis records of a pregnancy or a lactation, for the life-stage references (DRIs, EER). */
export const PHYSIOLOGICAL_STATES = ['PREGNANT', 'LACTATING'] as const;
export { PA_CATEGORIES } from '@/lib/rules/energy/pa-categories';
export { ENERGY_EQUATION_IDS } from '@/lib/rules/energy/types';
export { GESTATIONAL_WEEKS_MAX } from '@/lib/rules/gestational-weeks';

export const SLEEP_QUALITIES = ['GOOD', 'FAIR', 'POOR'] as const;

/** The anamnesis's limits: a note's characters, an allergen's, and how many allergens a list holds. */
export const ANAMNESIS_NOTE_MAX = 2000;
export const ALLERGEN_MAX = 60;
export const ALLERGENS_MAX = 20;

/** The longest section of a consultation's notes. */
export const CONSULTATION_NOTE_MAX = 4000;

/** The sections of a consultation's notes (SOAP, then free text), in the order the screens show them. */
export const CONSULTATION_NOTE_SECTIONS = [
  'subjective',
  'objective',
  'assessment',
  'plan',
  'free_text',
] as const;

/** The largest weight or nutrient amount a food may hold, and the longest name for the patient of a food. */
export { FOOD_AMOUNT_MAX, PATIENT_FOOD_NAME_MAX_LENGTH } from '@/lib/rules/food-limits';

/** The nutrients of a food, in the order the screens list them (named once, in lib/rules/nutrients). */
export { NUTRIENTS } from '@/lib/rules/nutrients';

/** The longest brand name. */
export const BRAND_NAME_MAX_LENGTH = 80;

/** A food image's tags: the longest one, and how many one image holds. */
export const TAG_MAX_LENGTH = 40;
export const MAX_TAGS = 20;

/** The most household measures one food carries. */
export const MAX_MEASURES_PER_FOOD = 12;
/** The longest measure name ('colher de sopa cheia'). */
export const MEASURE_NAME_MAX_LENGTH = 60;

/** How many foods 'Recentes' lists: the ones she planned last. */
export const RECENT_FOODSTUFFS_LIMIT = 20;

export { CHARGE_STATUSES } from '@/lib/rules/charge-statuses';
export { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS } from '@/lib/rules/money-limits';
/** The practice's money (beyond the specification): how a payment was made, and where a charge stands. */
export { MAX_INSTALMENTS, PAYMENT_METHODS } from '@/lib/rules/payment-methods';

/** A package holds at most this many consultations ('Pacote 4 consultas'). */
export const MAX_PACKAGE_CONSULTATIONS = 100;
/** The longest name of a package ('Pacote 4 consultas'). */
export const PACKAGE_NAME_MAX_LENGTH = 80;
/** The longest reason for a waiver, a reversal or a cancelled receipt; and a payment's note. */
export const MONEY_REASON_MAX_LENGTH = 300;
export const PAYMENT_NOTE_MAX_LENGTH = 500;
