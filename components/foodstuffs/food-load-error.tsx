import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ReloadError } from '@/components/ui/reload-error';
import styles from './food-form.module.css';

/** 'Erro ao buscar alimento' where the food form would be, when the catalogue could not be read. */
export async function FoodLoadError({ mode, listHref }: { mode: 'create' | 'edit'; listHref: string }) {
  const t = await getTranslations('FoodForm');
  return (
    <section className={styles.page}>
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <Link href={listHref}>{t('backToList')}</Link>
      </nav>
      <h1 className={styles.title}>{mode === 'create' ? t('createTitle') : t('editTitle')}</h1>
      <ReloadError message={t('loadError')} retryLabel={t('retry')} />
    </section>
  );
}
