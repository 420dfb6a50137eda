import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { InvalidResetLink, ResetPasswordForm } from '@/components/auth/reset-password-form';
import { withClientMessages } from '@/components/i18n/client-messages';
import { checkPasswordResetLink } from '@/lib/api/server/password-resets';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ResetPasswordPage');
  // The token is in this page's URL: it must not travel on as a referrer.
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false },
    referrer: 'no-referrer',
  };
}

async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations('ResetPasswordPage');
  const tErrors = await getTranslations('Errors');
  const state = await checkPasswordResetLink(
    token,
    (await headers()).get(CLIENT_ADDRESS_HEADER) ?? undefined,
  );
  return (
    <>
      <h1>{t('heading')}</h1>
      {state === 'usable' ? (
        <>
          <p>{t('subheading')}</p>
          <ResetPasswordForm token={token} />
        </>
      ) : null}
      {state === 'invalid' ? <InvalidResetLink /> : null}
      {state === 'unavailable' ? <p role="alert">{tErrors('unavailable')}</p> : null}
    </>
  );
}

export default withClientMessages(['Errors', 'ResetPasswordPage', 'Ui'], ResetPasswordPage);
