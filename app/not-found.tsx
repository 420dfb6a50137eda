import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './not-found.module.css';

export default async function NotFound() {
  const t = await getTranslations('ErrorPage');
  return (
    // Prerendered and allowed only its own inline scripts (lib/security/not-found-policy.ts): no style attribute.
    <main id="conteudo" className={styles.main}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href="/">{t('backHome')}</Link>
    </main>
  );
}
