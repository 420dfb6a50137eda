import { getTranslations } from 'next-intl/server';
import { AppStoreLinks } from '@/components/app-stores/app-store-links';
import type { NutritionistLookup } from '@/lib/api/server/home-reads';
import styles from './patient-home.module.css';

/** ROLE_USER signs in to an explanation: the portal is for professionals, the app is for patients. */
export async function PatientHome({
  name,
  nutritionist,
}: {
  name: string;
  /** Read with the token check (home-reads.ts). */
  nutritionist: Promise<NutritionistLookup>;
}) {
  const t = await getTranslations('PatientHome');
  return (
    <section className={styles.box}>
      <h1>{t('title', { name })}</h1>
      <p>{t('text')}</p>
      <AppStoreLinks />
      <YourNutritionist lookup={nutritionist} />
    </section>
  );
}

/** The patient's nutritionist as a patient may see it: name and specialisations only (spec 2 §1, §6). */
async function YourNutritionist({ lookup: read }: { lookup: Promise<NutritionistLookup> }) {
  const t = await getTranslations('PatientHome.nutritionist');
  const lookup = await read;
  return (
    <section className={styles.nutritionist} aria-labelledby="your-nutritionist">
      <h2 id="your-nutritionist">{t('title')}</h2>
      {lookup.kind === 'found' ? (
        <>
          <p className={styles.nutritionistName}>{lookup.nutritionist.name}</p>
          {lookup.nutritionist.specializations.length > 0 ? (
            <ul className={styles.specializations} aria-label={t('specializations')}>
              {lookup.nutritionist.specializations.map((specialization) => (
                <li key={specialization.id}>{specialization.name}</li>
              ))}
            </ul>
          ) : (
            <p>{t('noSpecializations')}</p>
          )}
        </>
      ) : (
        <p role={lookup.kind === 'failed' ? 'alert' : undefined}>{t(lookup.kind)}</p>
      )}
    </section>
  );
}
