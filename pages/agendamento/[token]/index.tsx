import type { GetServerSideProps, PageConfig } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { AppointmentSummary } from '@/components/booking/appointment-summary';
import styles from '@/components/booking/booking.module.css';
import { BookingLayout } from '@/components/booking/booking-layout';
import { formatDateTimeParts } from '@/components/booking/booking-times';
import { SlotChoice } from '@/components/booking/slot-choice';
import { getPublicMessages } from '@/components/landing/public-messages';
import type { BookingDays, ManagedAppointment } from '@/lib/api/contract';
import { readManagedAppointment, readManagedFreeSlots } from '@/lib/api/server/booking';
import { BOOKING_PROBLEM_VALUES, type BookingProblemKey } from '@/lib/booking/booking-problems';
import { answerManagePost } from '@/lib/booking/manage-post';
import { visitorAddressOf } from '@/lib/booking/visitor-address';

export const config: PageConfig = { unstable_runtimeJS: false };

interface Props {
  appointment: ManagedAppointment | null;
  days: BookingDays['days'];
  done: 'canceled' | 'moved' | null;
  problem: BookingProblemKey | null;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params }) => {
  const token = String(params?.token ?? '');
  const address = visitorAddressOf(req);
  const messages = getPublicMessages(['BookingPage']);
  let done: Props['done'] = null;
  let problem: Props['problem'] = null;
  if (req.method === 'POST') {
    const answer = await answerManagePost(req, token, address);
    res.statusCode = answer.status;
    done = answer.done;
    problem = answer.problem;
  }
  try {
    const appointment = await readManagedAppointment(token, address);
    if (!appointment) return { notFound: true };
    const free = appointment.can_change ? await readManagedFreeSlots(token, address) : null;
    return { props: { appointment, days: free?.days ?? [], done, problem, messages } };
  } catch {
    res.statusCode = 503;
    return { props: { appointment: null, days: [], done, problem: 'unavailable', messages } };
  }
};

export default function ManageAppointmentPage({ appointment, days, done, problem }: Props) {
  const t = useTranslations('BookingPage');
  return (
    <>
      <Head>
        <title>{t('manageTitle')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <BookingLayout>
        <section className={styles.card} aria-labelledby="manage-title">
          <h1 id="manage-title">{t('manageTitle')}</h1>
          {done ? <p role="status">{t(done === 'canceled' ? 'canceledDone' : 'movedDone')}</p> : null}
          {problem ? (
            <p className={styles.alert} role="alert">
              {t(`problems.${problem}`, BOOKING_PROBLEM_VALUES)}
            </p>
          ) : null}
          {appointment ? <AppointmentSummary appointment={appointment} /> : null}
          {appointment && !appointment.can_change && appointment.status !== 'CANCELED' ? (
            <p className={styles.note}>
              {t('changeClosed', formatDateTimeParts(appointment.change_deadline))}
            </p>
          ) : null}
        </section>
        {appointment?.can_change ? (
          <>
            <section className={styles.card} aria-labelledby="move-title">
              <h2 id="move-title">{t('moveTitle')}</h2>
              <p className={styles.note}>
                {t('changeUntil', formatDateTimeParts(appointment.change_deadline))}
              </p>
              {days.length === 0 ? (
                <p>{t('noSlots')}</p>
              ) : (
                <form method="post" className={styles.fieldset}>
                  <input type="hidden" name="acao" value="remarcar" />
                  <SlotChoice days={days} chosen={null} legend={t('chooseHour')} />
                  <div className={styles.actions}>
                    <button type="submit" className="lp-button lp-button-primary">
                      {t('move')}
                    </button>
                  </div>
                </form>
              )}
            </section>
            <section className={styles.card} aria-labelledby="cancel-title">
              <h2 id="cancel-title">{t('cancelTitle')}</h2>
              <form method="post" className={styles.fieldset}>
                <input type="hidden" name="acao" value="cancelar" />
                <label className={styles.hour}>
                  <input type="checkbox" name="certeza" value="sim" required />
                  {t('cancelSure')}
                </label>
                <div className={styles.actions}>
                  <button type="submit" className="lp-button lp-button-secondary">
                    {t('cancel')}
                  </button>
                </div>
              </form>
            </section>
          </>
        ) : null}
      </BookingLayout>
    </>
  );
}
