// Client components that read through SWR, each test with its own empty cache.
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/toast-provider';
import { renderWithMessages } from './render';

export function renderWithSwr(ui: ReactElement) {
  return renderWithMessages(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ToastProvider>{ui}</ToastProvider>
    </SWRConfig>,
  );
}
