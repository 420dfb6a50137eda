import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';
import { withClientMessages } from '@/components/i18n/client-messages';
import { isGoogleSignInEnabled } from '@/lib/auth/google-sign-in';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LoginPage');
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** A flag parameter is set by its presence (`?failedGoogleAuth`, `=true`, `=1`), unless it says 'false'. */
const isFlagSet = (value: string | string[] | undefined) => value !== undefined && first(value) !== 'false';

async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const token = first(query.token);
  // Spec 1 §2: Google sign-in comes back with ?token= (a one-time code, DESIGN.md §3). A page cannot set
  // cookies, so a route handler redeems it, seals the session and sends the browser home.
  if (token) redirect(`/api/auth/google/finish?token=${encodeURIComponent(token)}`);

  const t = await getTranslations('LoginPage');
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('subheading')}</p>
      <LoginForm
        googleEnabled={await isGoogleSignInEnabled()}
        googleFailed={isFlagSet(query.failedGoogleAuth)}
      />
    </>
  );
}

export default withClientMessages(['Errors', 'LoginPage', 'Ui'], LoginPage);
