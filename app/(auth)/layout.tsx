import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/i18n/pick-messages';

export default async function AuthGroupLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, [
        'LoginPage',
        'Errors',
        'Ui',
        'RegistrationWizard',
        'RegistrationErrors',
        'ForgotPasswordPage',
        'ResetPasswordPage',
      ])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
