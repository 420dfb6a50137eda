import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/i18n/pick-messages';

export default async function AuthGroupLayout({ children }: { children: ReactNode }) {
  // Rendered per request, never prerendered: the route gate gives these pages (sign-in, registration,
  // password) a nonce-based CSP, and only a page rendered for the request can carry its nonce.
  await connection();
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
