import { getTranslations } from 'next-intl/server';
import styles from './under-construction.module.css';

/** The honest body of a signed-in page whose screen is not built yet. */
export async function UnderConstruction({ title }: { title: string }) {
  const t = await getTranslations('UnderConstruction');
  return (
    <section className={styles.box}>
      <h1>{title}</h1>
      <p>{t('text')}</p>
    </section>
  );
}
