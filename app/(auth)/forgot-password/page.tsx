import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { withClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ForgotPasswordPage');
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

async function ForgotPasswordPage() {
  const t = await getTranslations('ForgotPasswordPage');
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('subheading')}</p>
      <ForgotPasswordForm />
    </>
  );
}

export default withClientMessages(['Errors', 'ForgotPasswordPage'], ForgotPasswordPage);
