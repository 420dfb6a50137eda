import { getTranslations } from 'next-intl/server';
import { AvatarPrompt } from '@/components/avatars/avatar-prompt';
import type {
  DismissalKey,
  Gender,
  MealPlanAdherence,
  NutritionistDashboard,
  Page,
  User,
} from '@/lib/api/contract';
import { getNutritionistDashboard } from '@/lib/api/dashboards';
import { ApiProblem } from '@/lib/api/errors';
import { getDismissalsOrNone } from '@/lib/api/nutritionists';
import { DashboardCards } from './dashboard-cards';
import { plansInFocusQuery } from './load-plans-in-focus';
import styles from './nutritionist-home.module.css';
import { PlansInFocus } from './plans-in-focus';
import type { PlanTab } from './plans-in-focus-href';

/** The home's reads, started by the page with the token check (readAs). */
export interface NutritionistHomeReads {
  dashboard: Promise<NutritionistDashboard | null>;
  dismissals: Promise<DismissalKey[]>;
  plans: Promise<Page<MealPlanAdherence>>;
}

export function startNutritionistHomeReads(
  nutritionistId: number,
  tab: PlanTab,
  page: number,
): NutritionistHomeReads {
  // One call brings the cards and the table's page: the API reads the patients' week once for both.
  const home = getNutritionistDashboard(nutritionistId, plansInFocusQuery(tab, page));
  return {
    dashboard: cardsOrNone(home),
    dismissals: getDismissalsOrNone(nutritionistId),
    plans: home.then((read) => read.meal_plans_in_focus),
  };
}

/** The cards say they are missing instead of breaking the page; the table says its own failure. */
async function cardsOrNone(home: Promise<NutritionistDashboard>): Promise<NutritionistDashboard | null> {
  try {
    return await home;
  } catch (error) {
    if (error instanceof ApiProblem) return null;
    throw error;
  }
}

/**
 * The nutritionist's Dashboard (spec 1 'Dashboard for nutritionists'): greeting, the avatar prompt while
 * there is no photo, the summary cards and 'Planos alimentares em foco', all with real data.
 */
export async function NutritionistHome({
  user,
  tab,
  page,
  reads,
}: {
  user: User;
  tab: PlanTab;
  page: number;
  reads: NutritionistHomeReads;
}) {
  const t = await getTranslations('NutritionistHome');
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.greeting}>{t('greeting', { name: user.name })}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </div>
      {user.photo_url ? null : (
        <HomeAvatarPrompt userId={user.id} gender={user.gender} dismissals={reads.dismissals} />
      )}
      <Cards dashboard={reads.dashboard} />
      <PlansInFocus nutritionistId={user.id} tab={tab} page={page} asked={reads.plans} />
    </div>
  );
}

/** The cards as a component of their own, so the table's call starts beside theirs, not after it. */
async function Cards({ dashboard }: { dashboard: Promise<NutritionistDashboard | null> }) {
  return <DashboardCards dashboard={await dashboard} />;
}

/** The avatar prompt, unless its 'Agora não' was chosen on any device; loads beside the cards and table. */
async function HomeAvatarPrompt({
  userId,
  gender,
  dismissals,
}: {
  userId: number;
  gender: Gender | null;
  dismissals: Promise<DismissalKey[]>;
}) {
  return (await dismissals).includes('HOME_AVATAR_PROMPT') ? null : (
    <AvatarPrompt userId={userId} gender={gender} />
  );
}
