import { getTranslations } from 'next-intl/server';
import { AvatarPrompt } from '@/components/avatars/avatar-prompt';
import type { DismissalKey, Gender, NutritionistDashboard, User } from '@/lib/api/contract';
import { getNutritionistDashboard } from '@/lib/api/dashboards';
import { ApiProblem } from '@/lib/api/errors';
import { getDismissalsOrNone } from '@/lib/api/nutritionists';
import { DashboardCards } from './dashboard-cards';
import styles from './nutritionist-home.module.css';
import { PlansInFocus } from './plans-in-focus';
import type { PlanTab } from './plans-in-focus-href';

async function loadDashboard(nutritionistId: number): Promise<NutritionistDashboard | null> {
  try {
    return await getNutritionistDashboard(nutritionistId);
  } catch (error) {
    // The table below still loads on its own; the cards say they are missing instead of breaking the page.
    if (error instanceof ApiProblem) return null;
    throw error;
  }
}

/**
 * The nutritionist's Dashboard (spec 1 'Dashboard for nutritionists'): greeting, the avatar prompt while
 * there is no photo, the summary cards and 'Planos alimentares em foco', all with real data.
 */
export async function NutritionistHome({ user, tab, page }: { user: User; tab: PlanTab; page: number }) {
  const t = await getTranslations('NutritionistHome');
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.greeting}>{t('greeting', { name: user.name })}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </div>
      {user.photo_url ? null : <HomeAvatarPrompt userId={user.id} gender={user.gender} />}
      <Cards nutritionistId={user.id} />
      <PlansInFocus nutritionistId={user.id} tab={tab} page={page} />
    </div>
  );
}

/** The cards as a component of their own, so the table's call starts beside theirs, not after it. */
async function Cards({ nutritionistId }: { nutritionistId: number }) {
  return <DashboardCards dashboard={await loadDashboard(nutritionistId)} />;
}

/** The avatar prompt, unless its 'Agora não' was chosen on any device; loads beside the cards and table. */
async function HomeAvatarPrompt({ userId, gender }: { userId: number; gender: Gender | null }) {
  const dismissals: DismissalKey[] = await getDismissalsOrNone(userId);
  return dismissals.includes('HOME_AVATAR_PROMPT') ? null : <AvatarPrompt userId={userId} gender={gender} />;
}
