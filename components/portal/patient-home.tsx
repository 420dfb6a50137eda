import { getTranslations } from 'next-intl/server';
import { AppStoreLinks } from '@/components/app-stores/app-store-links';
import type { PatientNutritionist } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { findPatientNutritionist } from '@/lib/api/users';
import { requireSignedIn } from '@/lib/auth/current-user';
import styles from './patient-home.module.css';

/** ROLE_USER signs in to an explanation: the portal is for professionals, the app is for patients. */
export async function PatientHome({ name }: { name: string }) {
  const t = await getTranslations('PatientHome');
  return (
    <section className={styles.box}>
      <h1>{t('title', { name })}</h1>
      <p>{t('text')}</p>
      <AppStoreLinks />
      <YourNutritionist />
    </section>
  );
}

type Lookup = { kind: 'found'; nutritionist: PatientNutritionist } | { kind: 'none' } | { kind: 'failed' };

/** The patient's nutritionist as a patient may see it: name and specialisations only (spec 2 §1, §6). */
async function YourNutritionist() {
  const t = await getTranslations('PatientHome.nutritionist');
  const { user } = await requireSignedIn();
  let lookup: Lookup;
  try {
    const nutritionist = await findPatientNutritionist(user.id);
    lookup = nutritionist ? { kind: 'found', nutritionist } : { kind: 'none' };
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    lookup = { kind: 'failed' };
  }
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
