'use client';

import { errorPageMessages } from '@/lib/i18n/error-page-messages';

// The last resort when even the root layout failed: no provider exists here, so the texts come
// straight from the messages file (its one namespace, lib/i18n/error-page-messages.ts: this page loads
// with every page). Retrying fetches again (`retry`), not only re-renders (`reset`).
export default function GlobalError({ retry }: { error: Error; retry: () => void }) {
  const t = errorPageMessages;
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
        <h1>{t.title}</h1>
        <p>{t.description}</p>
        <button type="button" onClick={retry}>
          {t.retry}
        </button>
      </body>
    </html>
  );
}
