import { useTranslations } from 'next-intl';
import type { BookingPage } from '@/lib/api/contract';
import { formatAddressLine } from '@/lib/format/address';
import { formatMoney } from '@/lib/rules/money';
import styles from './booking.module.css';

/** Who she is and what she offers: name, photo, CRN, specialisations, where, and each type's length and price. */
export function NutritionistCard({ page }: { page: BookingPage }) {
  const t = useTranslations('BookingPage');
  const { nutritionist } = page;
  const document = nutritionist.professional_document;
  const address = nutritionist.address;
  return (
    <section className={styles.card} aria-labelledby="booking-title">
      <div className={styles.who}>
        {nutritionist.photo_url ? (
          // A plain image: the page ships no script, and the photo is small.
          // biome-ignore lint/performance/noImgElement: next/image needs the framework's script on the page.
          <img className={styles.photo} src={nutritionist.photo_url} alt="" width={72} height={72} />
        ) : null}
        <div>
          <h1 id="booking-title">{t('title', { name: nutritionist.name })}</h1>
          <ul className={styles.facts}>
            <li>{t('crn', { crn: document.crn, number: document.registration_number })}</li>
            {nutritionist.specializations.length > 0 ? (
              <li>{nutritionist.specializations.map((item) => item.name).join(', ')}</li>
            ) : null}
            <li>{address ? t('address', { address: formatAddressLine(address) }) : t('onlineOnly')}</li>
          </ul>
        </div>
      </div>
      <ul className={styles.types}>
        {page.consultation_types.map((offer) => (
          <li key={offer.type}>
            {t('typeLine', { type: t(`types.${offer.type}`), minutes: offer.duration_minutes })}
            {offer.price_cents === null ? '' : ` – ${formatMoney(offer.price_cents)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
