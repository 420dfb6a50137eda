import type { GetServerSideProps, PageConfig } from 'next';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { BookingDone } from '@/components/booking/booking-done';
import { BookingForm } from '@/components/booking/booking-form';
import { BookingLayout } from '@/components/booking/booking-layout';
import { CodeForm } from '@/components/booking/code-form';
import { NutritionistCard } from '@/components/booking/nutritionist-card';
import { getPublicMessages } from '@/components/landing/public-messages';
import type { BookingPage } from '@/lib/api/contract';
import { readBookingPage } from '@/lib/api/server/booking';
import { answerBookingPost, type BookingStage } from '@/lib/booking/booking-post';
import { BOOKING_PROBLEM_VALUES, type BookingProblemKey } from '@/lib/booking/booking-problems';
import { visitorAddressOf } from '@/lib/booking/visitor-address';

// The visitor's whole booking is forms posted to this page: no framework in the browser.
export const config: PageConfig = { unstable_runtimeJS: false };

interface Props {
  page: BookingPage | null;
  stage: BookingStage;
  /** The page could not be read (the API down): said so, with no form. */
  unavailable: boolean;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params, query }) => {
  const slug = String(params?.slug ?? '');
  const address = visitorAddressOf(req);
  const holdId = typeof query.reserva === 'string' ? query.reserva : null;
  let stage: BookingStage = holdId
    ? { kind: 'code', holdId, problem: null }
    : { kind: 'form', values: {}, errors: {}, problem: null };
  if (req.method === 'POST') {
    const answer = await answerBookingPost(req, slug, address);
    if (answer.kind === 'redirect') return { redirect: { destination: answer.to, statusCode: 303 } };
    res.statusCode = answer.status;
    stage = answer.stage;
  }
  const messages = getPublicMessages(['BookingPage']);
  try {
    const page = await readBookingPage(slug, address);
    if (!page) return { notFound: true };
    return { props: { page, stage, unavailable: false, messages } };
  } catch {
    // The API down or failing: said on the page, never a blank one.
    res.statusCode = 503;
    return { props: { page: null, stage, unavailable: true, messages } };
  }
};

export default function BookingPageView({ page, stage, unavailable }: Props) {
  const t = useTranslations('BookingPage');
  const problem = (key: BookingProblemKey | null) =>
    key ? t(`problems.${key}`, BOOKING_PROBLEM_VALUES) : null;
  return (
    <>
      <Head>
        <title>{page ? t('title', { name: page.nutritionist.name }) : t('unavailableTitle')}</title>
        {page ? (
          <meta name="description" content={t('description', { name: page.nutritionist.name })} />
        ) : null}
        {page?.indexable ? null : <meta name="robots" content="noindex" />}
      </Head>
      <BookingLayout>
        {unavailable || !page ? (
          <p role="alert">{t('problems.unavailable', BOOKING_PROBLEM_VALUES)}</p>
        ) : (
          <>
            <NutritionistCard page={page} />
            {stage.kind === 'done' ? <BookingDone confirmation={stage.confirmation} /> : null}
            {stage.kind === 'code' ? <CodeForm holdId={stage.holdId} error={problem(stage.problem)} /> : null}
            {stage.kind === 'form' ? (
              <BookingForm
                page={page}
                values={stage.values}
                errors={stage.errors}
                problem={problem(stage.problem)}
              />
            ) : null}
          </>
        )}
      </BookingLayout>
    </>
  );
}
