import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { RegistrationWizard } from '@/components/registration/registration-wizard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('RegistrationPage');
  return { title: t('title'), description: t('description') };
}

async function NutritionistRegistrationPage() {
  const t = await getTranslations('RegistrationPage');
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('subheading')}</p>
      <RegistrationWizard />
    </>
  );
}

export default withClientMessages(
  ['RegistrationErrors', 'RegistrationWizard', 'Ui'],
  NutritionistRegistrationPage,
);
