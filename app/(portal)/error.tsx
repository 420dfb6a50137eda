'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/portal/error-state';

// Reached when the upstream is down or answered unexpectedly while rendering a signed-in page.
export default function PortalError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  return (
    <ErrorState title={t('title')} description={t('description')} retryLabel={t('retry')} onRetry={reset} />
  );
}
