import { getTranslations } from 'next-intl/server';
import { AvatarPrompt } from '@/components/avatars/avatar-prompt';
import type { DismissalKey, Gender, NutritionistDashboard, User } from '@/lib/api/contract';
import type { NutritionistHomeReads } from '@/lib/api/server/home-reads';
import type { PlanTab } from '@/lib/lists/plans-in-focus';
import { DashboardCards } from './dashboard-cards';
import styles from './nutritionist-home.module.css';
import { PlansInFocus } from './plans-in-focus';
import { TodayAppointments } from './today-appointments';

/**
 * The nutritionist's Dashboard (spec 1 'Dashboard for nutritionists'): greeting, the avatar prompt while
 * there is no photo, the summary cards, today's consultations and 'Planos alimentares em foco', all with
 * real data.
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
      <TodayAppointments today={reads.today} />
      <PlansInFocus tab={tab} page={page} view={reads.plans} />
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
