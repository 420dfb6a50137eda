import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AuthLayout } from '@/components/auth/auth-layout';
import { ClientMessages } from '@/components/i18n/client-messages';

export default async function AuthGroupLayout({ children }: { children: ReactNode }) {
  // Rendered per request, never prerendered: the route gate gives these pages (sign-in, registration,
  // password) a nonce-based CSP, and only a page rendered for the request can carry its nonce.
  await connection();
  return (
    <ClientMessages
      namespaces={[
        'LoginPage',
        'Errors',
        'Ui',
        'RegistrationWizard',
        'RegistrationErrors',
        'ForgotPasswordPage',
        'ResetPasswordPage',
      ]}
    >
      <AuthLayout>{children}</AuthLayout>
    </ClientMessages>
  );
}
