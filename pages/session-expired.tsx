import type { PageConfig } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { AuthLayout } from '@/components/auth/auth-layout';
import { getPublicMessages } from '@/components/landing/public-messages';
import { getButtonClassName } from '@/components/ui/button-class-name';

// A heading, a sentence and a form: plain HTML and CSS, no framework in the browser (issue 32's lightest page).
export const config: PageConfig = { unstable_runtimeJS: false };

export function getStaticProps() {
  return { props: { messages: getPublicMessages(['SessionExpiredPage', 'LoginPage']) } };
}

/**
 * Where a signed-in page sends the browser when the upstream refused its token. Visiting it changes
 * nothing (a cross-site image cannot sign anyone out); the button posts to /api/session/expired, which
 * clears the dead session and opens the sign-in page.
 */
export default function SessionExpiredPage() {
  const t = useTranslations('SessionExpiredPage');
  return (
    <>
      <Head>
        <title>{t('title')}</title>
        <meta name="description" content={t('description')} />
        <meta name="robots" content="noindex" />
      </Head>
      <AuthLayout>
        <h1>{t('heading')}</h1>
        <p>{t('text')}</p>
        <form method="post" action="/api/session/expired">
          <button type="submit" className={getButtonClassName({ fullWidth: true, size: 'lg' })}>
            {t('signIn')}
          </button>
        </form>
      </AuthLayout>
    </>
  );
}
