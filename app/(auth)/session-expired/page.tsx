import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getButtonClassName } from '@/components/ui/button-class-name';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SessionExpiredPage');
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

/**
 * Where a signed-in page sends the browser when the upstream refused its token. Visiting it changes
 * nothing (a cross-site image cannot sign anyone out); the button posts to /api/session/expired, which
 * clears the dead session and opens the sign-in page. Works without JavaScript.
 */
export default async function SessionExpiredPage() {
  const t = await getTranslations('SessionExpiredPage');
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('text')}</p>
      <form method="post" action="/api/session/expired">
        <button type="submit" className={getButtonClassName({ fullWidth: true, size: 'lg' })}>
          {t('signIn')}
        </button>
      </form>
    </>
  );
}
