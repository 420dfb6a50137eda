import { useTranslations } from 'next-intl';
import { BOOKING_HOLD_MINUTES } from '@/lib/rules/booking-settings';
import styles from './booking.module.css';
import { FormField } from './form-field';

/** The 6-digit code of the e-mail, for the hold the visitor made; or the hour given back to choose again. */
export function CodeForm({ holdId, error }: { holdId: string; error: string | null }) {
  const t = useTranslations('BookingPage');
  return (
    <section className={styles.card} aria-labelledby="code-title">
      <h2 id="code-title">{t('codeTitle')}</h2>
      <p>{t('codeText', { minutes: BOOKING_HOLD_MINUTES })}</p>
      <form method="post" className={styles.fieldset} noValidate>
        <input type="hidden" name="acao" value="confirmar" />
        <input type="hidden" name="reserva" value={holdId} />
        <FormField
          name="code"
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={error ?? undefined}
          required
        />
        <div className={styles.actions}>
          <button type="submit" className="lp-button lp-button-primary">
            {t('confirm')}
          </button>
        </div>
      </form>
      <form method="post">
        <input type="hidden" name="acao" value="liberar" />
        <input type="hidden" name="reserva" value={holdId} />
        <button type="submit" className="lp-button lp-button-secondary">
          {t('release')}
        </button>
      </form>
    </section>
  );
}
