import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('ErrorPage');
  return (
    <main id="conteudo" style={{ maxWidth: 560, margin: '64px auto', padding: 24, textAlign: 'center' }}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href="/">{t('backHome')}</Link>
    </main>
  );
}
