'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/portal/error-state';

// Reached when the upstream is down or answered unexpectedly while rendering a signed-in page. Retrying
// fetches the page again (`retry`); `reset` would only re-render what already failed.
export default function PortalError({ retry }: { error: Error; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  return (
    <ErrorState title={t('title')} description={t('description')} retryLabel={t('retry')} onRetry={retry} />
  );
}
