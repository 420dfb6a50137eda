import type { GetServerSideProps, PageConfig } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { AppointmentSummary } from '@/components/booking/appointment-summary';
import styles from '@/components/booking/booking.module.css';
import { BookingLayout } from '@/components/booking/booking-layout';
import { getPublicMessages } from '@/components/landing/public-messages';
import type { LinkedAppointment } from '@/lib/api/contract';
import { confirmAttendance, readAttendance } from '@/lib/api/server/booking';
import {
  BOOKING_PROBLEM_VALUES,
  type BookingProblemKey,
  bookingProblemOf,
} from '@/lib/booking/booking-problems';
import { visitorAddressOf } from '@/lib/booking/visitor-address';
import { isOwnFormPost } from '@/lib/http/form-body';

export const config: PageConfig = { unstable_runtimeJS: false };

interface Props {
  appointment: LinkedAppointment | null;
  problem: BookingProblemKey | null;
}

// The reminder's 'Confirmar presença': opening the link shows the appointment; her click confirms it.
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params }) => {
  const token = String(params?.token ?? '');
  const address = visitorAddressOf(req);
  const messages = getPublicMessages(['BookingPage']);
  try {
    if (req.method === 'POST' && isOwnFormPost(req)) {
      return { props: { appointment: await confirmAttendance(token, address), problem: null, messages } };
    }
    const appointment = await readAttendance(token, address);
    if (!appointment) return { notFound: true };
    return { props: { appointment, problem: null, messages } };
  } catch (error) {
    const problem = bookingProblemOf(error);
    res.statusCode = problem === 'unavailable' ? 503 : 409;
    const appointment = await readAttendance(token, address).catch(() => null);
    return { props: { appointment, problem, messages } };
  }
};

export default function AttendancePage({ appointment, problem }: Props) {
  const t = useTranslations('BookingPage');
  return (
    <>
      <Head>
        <title>{t('attendanceTitle')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <BookingLayout>
        <section className={styles.card} aria-labelledby="attendance-title">
          <h1 id="attendance-title">{t('attendanceTitle')}</h1>
          {problem ? (
            <p className={styles.alert} role="alert">
              {t(`problems.${problem}`, BOOKING_PROBLEM_VALUES)}
            </p>
          ) : null}
          {appointment ? <AppointmentSummary appointment={appointment} /> : null}
          {appointment && !appointment.attendance_confirmed_at && appointment.status !== 'CANCELED' ? (
            <form method="post">
              <button type="submit" className="lp-button lp-button-primary">
                {t('confirmAttendance')}
              </button>
            </form>
          ) : null}
        </section>
      </BookingLayout>
    </>
  );
}
