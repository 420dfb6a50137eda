import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { getDismissalsOrNone, getNutritionistProfile } from '@/lib/api/server/nutritionists';
import { readAs } from '@/lib/auth/current-user';
import { monthsSince } from '@/lib/rules/profile';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('profile') };
}

/** 'Informações pessoais' (spec 2 §2 '/profile'): a failed load goes to the portal's error page. */
async function ProfilePage() {
  const { reads } = await readAs(['nutritionist'], ({ user }) =>
    Promise.all([getNutritionistProfile(user.id), getDismissalsOrNone(user.id)]),
  );
  const [profile, dismissals] = await reads;
  return (
    <ProfileScreen
      profile={profile}
      dismissals={dismissals}
      monthsActive={monthsSince(new Date(profile.created_at), new Date())}
    />
  );
}

export default withClientMessages(['AvatarChooser', 'Catalogue', 'Errors', 'Profile', 'Ui'], ProfilePage);
