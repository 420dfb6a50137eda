import { useTranslations } from 'next-intl';
import type { BookingPage } from '@/lib/api/contract';
import { BOOKING_NOTE_MAX_LENGTH } from '@/lib/api/contract/values';
import type { VisitorValues } from '@/lib/booking/visitor-form';
import { BOOKING_HOLD_MINUTES } from '@/lib/rules/booking-settings';
import styles from './booking.module.css';
import { FormField } from './form-field';
import { SlotChoice } from './slot-choice';

/** 'Reservar horário': the type, the hour and who she is, posted to the page itself. */
export function BookingForm({
  page,
  values,
  errors,
  problem,
}: {
  page: BookingPage;
  values: VisitorValues;
  errors: VisitorValues;
  problem: string | null;
}) {
  const t = useTranslations('BookingPage');
  const types = page.consultation_types;
  const chosenType = values.type ?? types[0]?.type;
  return (
    <section className={styles.card} aria-labelledby="booking-form-title">
      <h2 id="booking-form-title">{t('formTitle')}</h2>
      {page.days.length === 0 ? (
        <p>{t('noSlots')}</p>
      ) : (
        <form method="post" className={styles.fieldset} noValidate>
          <input type="hidden" name="acao" value="reservar" />
          {problem ? (
            <p className={styles.alert} role="alert">
              {problem}
            </p>
          ) : null}
          {types.length > 1 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('chooseType')}</legend>
              {types.map((offer) => (
                <label key={offer.type} className={styles.hour}>
                  <input
                    type="radio"
                    name="type"
                    value={offer.type}
                    defaultChecked={offer.type === chosenType}
                  />
                  {t(`types.${offer.type}`)}
                </label>
              ))}
            </fieldset>
          ) : (
            <input type="hidden" name="type" value={chosenType} />
          )}
          <SlotChoice
            days={page.days}
            chosen={values.date_time ?? null}
            legend={t('chooseHour')}
            error={errors.date_time}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('yourData')}</legend>
            <FormField
              name="name"
              label={t('name')}
              autoComplete="name"
              defaultValue={values.name}
              error={errors.name}
              required
            />
            <FormField
              name="email"
              label={t('email')}
              type="email"
              autoComplete="email"
              defaultValue={values.email}
              error={errors.email}
              required
            />
            <FormField
              name="phone"
              label={t('phone')}
              type="tel"
              autoComplete="tel"
              defaultValue={values.phone}
              error={errors.phone}
              required
            />
            <FormField
              name="birth_date"
              label={t('birthDate')}
              inputMode="numeric"
              placeholder="dd/mm/aaaa"
              autoComplete="bday"
              defaultValue={values.birth_date}
              error={errors.birth_date}
            />
            <FormField
              name="note"
              label={t('note')}
              multiline
              maxLength={BOOKING_NOTE_MAX_LENGTH}
              defaultValue={values.note}
              error={errors.note}
            />
          </fieldset>
          <p className={styles.note}>{t('holdNote', { minutes: BOOKING_HOLD_MINUTES })}</p>
          <div className={styles.actions}>
            <button type="submit" className="lp-button lp-button-primary">
              {t('submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
