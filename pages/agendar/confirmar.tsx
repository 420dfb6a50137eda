import type { GetServerSideProps, PageConfig } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import styles from '@/components/booking/booking.module.css';
import { BookingDone } from '@/components/booking/booking-done';
import { BookingLayout } from '@/components/booking/booking-layout';
import { getPublicMessages } from '@/components/landing/public-messages';
import type { BookingConfirmation } from '@/lib/api/contract';
import { confirmHoldByLink } from '@/lib/api/server/booking';
import {
  BOOKING_PROBLEM_VALUES,
  type BookingProblemKey,
  bookingProblemOf,
} from '@/lib/booking/booking-problems';
import { visitorAddressOf } from '@/lib/booking/visitor-address';
import { isOwnFormPost, readFormBody } from '@/lib/http/form-body';

export const config: PageConfig = { unstable_runtimeJS: false };

interface Props {
  token: string;
  confirmation: BookingConfirmation | null;
  problem: BookingProblemKey | null;
}

// Opening the e-mailed link confirms nothing: a mail scanner opens links too. Her click on the button does.
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  const messages = getPublicMessages(['BookingPage']);
  let token = typeof query.token === 'string' ? query.token : '';
  if (req.method !== 'POST') return { props: { token, confirmation: null, problem: null, messages } };
  const form = isOwnFormPost(req) ? await readFormBody(req) : null;
  token = form?.get('token') ?? token;
  try {
    const confirmation = await confirmHoldByLink(token, visitorAddressOf(req));
    return { props: { token, confirmation, problem: null, messages } };
  } catch (error) {
    const problem = bookingProblemOf(error);
    res.statusCode = problem === 'unavailable' ? 503 : 409;
    return {
      props: {
        token,
        confirmation: null,
        problem: problem === 'invalid' ? 'linkExpired' : problem,
        messages,
      },
    };
  }
};

export default function BookingConfirmationPage({ token, confirmation, problem }: Props) {
  const t = useTranslations('BookingPage');
  return (
    <>
      <Head>
        <title>{t('codeTitle')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <BookingLayout>
        {confirmation ? (
          <BookingDone confirmation={confirmation} />
        ) : (
          <section className={styles.card} aria-labelledby="confirm-title">
            <h1 id="confirm-title">{t('codeTitle')}</h1>
            {problem ? (
              <p className={styles.alert} role="alert">
                {t(`problems.${problem}`, BOOKING_PROBLEM_VALUES)}
              </p>
            ) : (
              <p>{t('linkText')}</p>
            )}
            <form method="post">
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="lp-button lp-button-primary">
                {t('confirm')}
              </button>
            </form>
          </section>
        )}
      </BookingLayout>
    </>
  );
}
