// Renders a client component with the real pt-BR messages, as the portal does.
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { portalMessages as messages } from '@/lib/i18n/portal-messages';

export function renderWithMessages(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="pt-BR" messages={messages} timeZone="America/Sao_Paulo">
      {/* A fresh SWR cache per render, so one test's answers never leak into the next. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </NextIntlClientProvider>,
  );
}
