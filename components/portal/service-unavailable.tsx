'use client';

import { ErrorState } from './error-state';

/** Retrying reloads the whole page, since the failure happened before any of it rendered. */
export function ServiceUnavailable(props: { title: string; description: string; retryLabel: string }) {
  return <ErrorState {...props} onRetry={() => window.location.reload()} />;
}
